// https://vike.dev/onBeforePrerenderStart
import { contentPages } from '../contentPages'

export const onBeforePrerenderStart = contentPages['/pages/terms']
