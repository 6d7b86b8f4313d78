// https://vike.dev/data
import { blogIndexData, type BlogIndexData } from '../../lib/pages/blogIndex'

export const data = () => blogIndexData(1)

export type Data = BlogIndexData
