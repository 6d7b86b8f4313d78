// https://vike.dev/data
import { blogIndexData, type BlogIndexData } from './blogIndexData'

export const data = () => blogIndexData(1)

export type Data = BlogIndexData
