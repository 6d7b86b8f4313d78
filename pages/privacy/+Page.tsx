// https://vike.dev/Page
import { ProsePage } from '../../components/sections/ProsePage'
import type { ProsePageData } from '../prosePageData'

export default function Page({ data }: { data: ProsePageData }) {
  return <ProsePage data={data} />
}
