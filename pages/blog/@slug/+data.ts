// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { articleData, type ArticleData } from './articleData'

export const data = (pageContext: PageContextServer) => articleData(pageContext.routeParams.slug ?? '')

export type Data = ArticleData
