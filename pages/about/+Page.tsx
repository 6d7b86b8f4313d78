// https://vike.dev/Page
import { ProsePage } from '../../components/sections/ProsePage'
import type { ProsePageData } from '../../lib/prosePage'

export default function Page({ data }: { data: ProsePageData }) {
  return <ProsePage data={data} />
}
