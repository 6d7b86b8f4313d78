import { expect, test } from 'vitest'
import { toastReducer, type Toast } from './toastReducer'

const toast = (id: number): Toast => ({ id, title: 'Error', description: `Problem ${id}`, variant: 'destructive' })

test('a new toast replaces the one showing, so only one shows at a time', () => {
  const first = toastReducer([], { type: 'show', toast: toast(1) })
  const second = toastReducer(first, { type: 'show', toast: toast(2) })
  expect(second).toEqual([toast(2)])
})

test('dismissing a toast removes it', () => {
  expect(toastReducer([toast(1)], { type: 'dismiss', id: 1 })).toEqual([])
})

test('dismissing a toast that was already replaced changes nothing', () => {
  expect(toastReducer([toast(2)], { type: 'dismiss', id: 1 })).toEqual([toast(2)])
})
