// Decap's date picker, with its Now button (and a `{{now}}` default) giving the date in Sydney
// whatever the computer's time zone: an editor in Perth or abroad at 8 am in Sydney, when it is still
// yesterday where they are, gets Sydney's date, the one builds publish by (lib/format.ts).
import CMS from './decapApp'
import type { Component } from 'react'
import { timeInSydney, todayInSydney } from '../lib/format'

/** The parts of decap-cms-widget-datetime's DateTimeControl this reads. */
type DateTimeControl = new (...args: never[]) => Component & {
  /** The field's `picker_utc`: the editor asked for UTC, which Now then keeps. */
  isUtc: boolean
  /** How the input writes its value: 'YYYY-MM-DD', 'YYYY-MM-DDTHH:mm' or 'HH:mm'. */
  getFormat(): { inputFormat: string }
  getNow(): string
}

/** Now in Sydney, written as the input of `inputFormat` writes it. */
export function nowInSydney(inputFormat: string, now = new Date()): string {
  if (inputFormat === 'HH:mm') return timeInSydney(now)
  if (inputFormat === 'YYYY-MM-DD') return todayInSydney(now)
  return `${todayInSydney(now)}T${timeInSydney(now)}`
}

/** Registers the datetime widget again, as Decap's with Sydney's Now. */
export function registerSydneyDates(): void {
  const decap = CMS.getWidget('datetime') as unknown as { control: DateTimeControl; preview: never; schema: unknown } | undefined
  if (!decap) throw new Error("admin/decapApp.ts registered no datetime widget: admin/sydneyDates.ts wraps Decap's")
  class SydneyDateTimeControl extends decap.control {
    override getNow() {
      return this.isUtc ? super.getNow() : nowInSydney(this.getFormat().inputFormat)
    }
  }
  // The string form replaces the widget quietly, keeping Decap's preview and config schema.
  ;(CMS.registerWidget as (name: string, control: unknown, preview: unknown, schema: unknown) => void)('datetime', SydneyDateTimeControl, decap.preview, decap.schema)
}
