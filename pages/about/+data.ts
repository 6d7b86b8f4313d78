// https://vike.dev/data
import { prosePageData } from '../prosePageData'

export const data = () => prosePageData('about')
