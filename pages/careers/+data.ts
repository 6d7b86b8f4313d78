// https://vike.dev/data
import { prosePageData } from '../../lib/prosePage'

export const data = () => prosePageData('careers')

export type Data = ReturnType<typeof data>
