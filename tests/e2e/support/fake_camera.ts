/**
 * A video for Chromium's fake camera (`--use-file-for-fake-video-capture`): a QR code of `text`
 * on white, as a YUV4MPEG2 file (4:2:0, 640×480, 10 frames a second, the frames looping).
 */
import { writeFile } from 'node:fs/promises'
import QRCode, { type QRCodeErrorCorrectionLevel } from 'qrcode'

const WIDTH = 640
const HEIGHT = 480
const FRAMES = 10
/** Pixels per module, and the white modules kept around the symbol (the quiet zone). */
const SCALE = 8
const QUIET_ZONE = 4
const BLACK = 16
const WHITE = 235

export async function writeQrVideo(
  file: string,
  text: string,
  errorCorrectionLevel: QRCodeErrorCorrectionLevel = 'M'
) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel })
  const side = (modules.size + 2 * QUIET_ZONE) * SCALE
  if (side > HEIGHT) throw new Error(`a QR code of ${modules.size} modules does not fit the frame`)
  const left = (WIDTH - side) / 2
  const top = (HEIGHT - side) / 2

  const luma = Buffer.alloc(WIDTH * HEIGHT, WHITE)
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue
      const y0 = top + (row + QUIET_ZONE) * SCALE
      const x0 = left + (col + QUIET_ZONE) * SCALE
      for (let y = y0; y < y0 + SCALE; y++) luma.fill(BLACK, y * WIDTH + x0, y * WIDTH + x0 + SCALE)
    }
  }
  // No colour: both chroma planes at their middle value.
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128)
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma])

  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`)
  await writeFile(file, Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]))
}
