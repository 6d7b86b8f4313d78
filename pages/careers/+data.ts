// https://vike.dev/data
import { prosePageData } from '../prosePageData'

export const data = () => prosePageData('careers')

export type Data = ReturnType<typeof data>
