// A picture field whose space on the page has a shape (schema.ts `frame`, 'aspect-[16/9]'): when the photo is of
// another shape, the field says in plain words how the page will crop it and shows the photo with the
// space's frame on it; a click chooses the part to keep (`focus`, which the pages use as CSS
// object-position, so the frame here is drawn as object-position places the photo).
import { useState, type ComponentType } from 'react'
import { shownAt } from './uploads'

interface Fields {
  get: (key: string) => unknown
  set: (key: string, value: string) => Fields
}
interface Props {
  value?: Fields
  field: Fields
  getAsset: Parameters<typeof shownAt>[0]
  onChange: (value: Fields) => void
}

const CENTRE = '50% 50%'

/** The part of a photo (`photo`: width / height) a space of shape `frame` shows with `focus`, in percent of the photo. */
export function keptPart(photo: number, frame: number, focus: string) {
  const [across = 50, down = 50] = focus.split(' ').map(parseFloat)
  if (photo < frame) return { left: 0, width: 100, top: (1 - photo / frame) * down, height: (100 * photo) / frame }
  return { top: 0, height: 100, left: (1 - frame / photo) * across, width: (100 * frame) / photo }
}

/** What the page will trim from a photo of shape `photo` in a space of shape `frame`; nothing when they match. */
export function cropNotice(photo: number, frame: number): string | undefined {
  if (Math.abs(photo / frame - 1) < 0.02) return undefined
  const trimmed = photo < frame ? 'taller than its space on the page: its top and bottom' : 'wider than its space on the page: its sides'
  return `This photo is ${trimmed} will be trimmed. Click the part to keep.`
}

/** In steps of 5%, as the schema holds it. */
const percent = (part: number) => `${Math.round(Math.min(1, Math.max(0, part)) * 20) * 5}%`

/** Decap's object field with, for a picture with a frame, the crop notice and the part chooser under it. */
export function choosingFocus(Control: ComponentType<Pick<Props, 'getAsset'>>) {
  return function ChoosingFocus(props: Props) {
    const [loaded, setLoaded] = useState<{ url: string; shape: number }>()
    const frame = props.field.get('frame')
    const src = props.value?.get('src')
    if (typeof frame !== 'string' || typeof src !== 'string' || !src) return <Control {...props} />
    const url = shownAt(props.getAsset, src)
    const [, across, down] = /(\d+)\/(\d+)/.exec(frame) ?? []
    const shape = Number(across) / Number(down)
    const notice = loaded?.url === url ? cropNotice(loaded.shape, shape) : undefined
    const kept = loaded && keptPart(loaded.shape, shape, String(props.value!.get('focus') ?? CENTRE))
    return (
      <>
        <Control {...props} />
        {notice && <p style={{ margin: '12px 0 6px' }}>{notice}</p>}
        <button
          type="button"
          style={{ position: 'relative', overflow: 'hidden', padding: 0, border: 0, cursor: 'crosshair', display: notice ? 'inline-block' : 'none' }}
          onClick={(event) => {
            const box = event.currentTarget.getBoundingClientRect()
            props.onChange(props.value!.set('focus', `${percent((event.clientX - box.left) / box.width)} ${percent((event.clientY - box.top) / box.height)}`))
          }}
        >
          <img src={url} alt="The photo: click the part to keep" style={{ display: 'block', maxWidth: '100%', maxHeight: 260 }} onLoad={(event) => setLoaded({ url, shape: event.currentTarget.naturalWidth / event.currentTarget.naturalHeight })} />
          {kept && (
            // The space's frame: the page shows what is inside it; the rest is dimmed.
            <span style={{ position: 'absolute', left: `${kept.left}%`, top: `${kept.top}%`, width: `${kept.width}%`, height: `${kept.height}%`, outline: '2px solid #fff', boxShadow: '0 0 0 9999px rgb(0 0 0 / 0.55)', pointerEvents: 'none' }} />
          )}
        </button>
      </>
    )
  }
}
