// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { articlePageData, type ArticlePageData } from '../../../lib/pages/articlePage'

export const data = (pageContext: PageContextServer) => articlePageData(pageContext.routeParams.slug ?? '')

export type Data = ArticlePageData
