// https://vike.dev/onBeforePrerenderStart
import { prosePageToPrerender } from '../prosePageData'

export const onBeforePrerenderStart = () => prosePageToPrerender('about')
