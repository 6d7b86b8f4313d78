// https://vike.dev/data
import { prosePageData } from '../../lib/prosePage'

export const data = () => prosePageData('contact')

export type Data = ReturnType<typeof data>
