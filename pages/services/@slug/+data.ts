// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { serviceData, type ServiceData } from './serviceData'

export const data = (pageContext: PageContextServer) => serviceData(pageContext.routeParams.slug ?? '')

export type Data = ServiceData
