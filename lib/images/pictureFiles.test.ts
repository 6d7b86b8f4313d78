import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { oversizedPictures } from '../content/check/images'
import { findRasterImages } from './pictureFiles'
import { MAX_PICTURE_BYTES } from './uploadLimit'

let root: string

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'picture-files-'))
  fs.mkdirSync(path.join(root, 'public/images/team'), { recursive: true })
  fs.mkdirSync(path.join(root, 'content/images'), { recursive: true })
  // Only names and sizes matter here; the encoder's tests hold real pictures.
  fs.writeFileSync(path.join(root, 'public/images/team/crew.jpg'), Buffer.alloc(1000))
  fs.writeFileSync(path.join(root, 'content/images/badge.PNG'), Buffer.alloc(1000))
  fs.writeFileSync(path.join(root, 'public/images/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
})

afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

test('finds the raster pictures of public/ and content/images/, addressed from the site root', () => {
  expect(findRasterImages(root).map((image) => image.url).sort()).toEqual(['/images/badge.PNG', '/images/team/crew.jpg'])
})

test('a picture above the upload limit is a problem of the content check, saying the limit and what to do', () => {
  expect(oversizedPictures(root)).toEqual([])
  fs.writeFileSync(path.join(root, 'public/images/team/raw-scan.jpg'), Buffer.alloc(MAX_PICTURE_BYTES + 4_200_000))
  fs.writeFileSync(path.join(root, 'content/images/at-the-limit.webp'), Buffer.alloc(MAX_PICTURE_BYTES))
  expect(oversizedPictures(root)).toEqual([
    expect.objectContaining({
      file: 'public/images/team/raw-scan.jpg',
      field: '',
      message: 'is 14.2 MB; a picture may be at most 10 MB: save a smaller copy (3,200 pixels wide is plenty, the site shows pictures at most 1,600 pixels wide) and replace this file with it',
    }),
  ])
})
