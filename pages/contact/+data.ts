// https://vike.dev/data
import { prosePageData } from '../prosePageData'

export const data = () => prosePageData('contact')

export type Data = ReturnType<typeof data>
