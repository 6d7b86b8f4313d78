// https://vike.dev/Page
import { BlogIndex } from '../../components/sections/BlogIndex'
import type { Data } from './+data'

export default function Page({ data }: { data: Data }) {
  return <BlogIndex data={data} />
}
