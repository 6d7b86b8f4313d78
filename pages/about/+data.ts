// https://vike.dev/data
import { prosePageData } from '../../lib/prosePage'

export const data = () => prosePageData('about')
