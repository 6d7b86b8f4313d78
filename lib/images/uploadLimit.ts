// The largest picture an editor may add. Phones save a photo of 12 to 24 megapixels as a JPEG of
// 2 to 8 MB, so 10 MB takes any photo as it comes off a phone, while refusing camera RAW and TIFF
// files and scans of 20 MB and more. Nothing is lost by the limit: the site shows no picture wider
// than 1,600 px (WIDTHS), which a 3,200 px copy covers twice over. Without it, each such upload
// would stay in the repository's history for good, be cloned by every CI run and deploy, and go to
// GitHub from the office's connection as one request a third larger than the file (base64).
// Read by the editor (lib/editor/schemaFields.ts, lib/editor/admin/main.tsx) and by the content
// check (pictureFiles.ts), so both refuse the same files in the same words.
import { WIDTHS } from './manifest.ts'

export const MAX_PICTURE_BYTES = 10_000_000

/** '10 MB', as editors read file sizes (Decap's own message counts in kB of 1,000 bytes). */
export const MAX_PICTURE_SIZE = `${MAX_PICTURE_BYTES / 1_000_000} MB`

/** What the limit is and what to do, ending with what to do with the smaller copy. */
export function pictureLimitAdvice(then: string): string {
  const widest = WIDTHS.at(-1)!
  return `a picture may be at most ${MAX_PICTURE_SIZE}: save a smaller copy (${(widest * 2).toLocaleString('en-AU')} pixels wide is plenty, the site shows pictures at most ${widest.toLocaleString('en-AU')} pixels wide) and ${then}`
}
