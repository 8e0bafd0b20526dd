/**
 * Makes the seeded promo clips once, from the seed's own garment art (server/modules/media):
 * `node --import tsx scripts/media/makePromoVideos.ts` (needs ffmpeg with libvpx-vp9 and libx264).
 * Per clip: three stills at 1920 x 1080, each slowly zoomed or panned (Ken Burns) and cross-faded,
 * the clip's word over its editorial scene; 8 s at 960 x 540, 25 fps, no sound, as WebM (VP9)
 * and MP4 (H.264, faststart), a WebP poster, and WebVTT captions per language. The output is
 * committed under server/seed/media/video; CI never runs this.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp, { type Sharp } from 'sharp'
import { languages } from '../../contract/locale'
import { bannerSvg, posterSvg } from '../../server/modules/media/banner'
import type { GarmentKind } from '../../server/modules/media/garments'
import { type Look, productSvg } from '../../server/modules/media/product'
import { type ClipCard, type PromoClip, promoClips } from '../../server/seed/data/promoVideos'

const out = join(import.meta.dirname, '../../server/seed/media/video')
const [w, h] = [1920, 1080]
const size = '960x540'
const fps = 25
const sceneSeconds = 3.2
const fadeSeconds = 0.8
const font = '/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf'

const still = (svg: string) => sharp(Buffer.from(svg)).resize(w, h, { fit: 'cover' }).png()

/** Two close-ups of fabric side by side, each cut to half the frame. */
async function closeUps(looks: [Look, Look]) {
  const halves = await Promise.all(
    looks.map((look) =>
      sharp(Buffer.from(productSvg(look, 'detail')))
        .resize(w / 2, h, { fit: 'cover' })
        .png()
        .toBuffer(),
    ),
  )
  return sharp({ create: { width: w, height: h, channels: 3, background: '#141210' } })
    .composite(halves.map((input, i) => ({ input, left: (i * w) / 2, top: 0 })))
    .png()
}

const look = (kind: GarmentKind, pattern: Look['pattern'], main: string, trim: string, seed: number): Look => ({
  kind,
  pattern,
  main,
  trim,
  seed,
})

/** How a scene moves: zoom in, a slow pan leftwards (an editorial banner, its word over the quiet side), zoom out. */
const moves = {
  in: { z: `1+0.1*on/${sceneSeconds * fps}`, x: 'iw/2-iw/zoom/2', y: 'ih/2-ih/zoom/2' },
  pan: { z: '1.08', x: `(iw-iw/zoom)*(0.6-0.5*on/${sceneSeconds * fps})`, y: '(ih-ih/zoom)/2' },
  out: { z: `1.1-0.1*on/${sceneSeconds * fps}`, x: 'iw/2-iw/zoom/2', y: 'ih/2-ih/zoom/2' },
}
type Scene = { image: () => Sharp | Promise<Sharp>; move: keyof typeof moves }

const scenes: Record<PromoClip, Scene[]> = {
  lookbook: [
    { image: () => still(posterSvg(['coat', 'dress', 'jacket'], 4121)), move: 'in' },
    { image: () => still(bannerSvg('16x9', ['coat', 'scarf'], 7730)), move: 'pan' },
    {
      image: () => closeUps([look('coat', 'solid', '#c19a6b', '#1f2a44', 311), look('scarf', 'check', '#6d1f2e', '#efe6d2', 312)]),
      move: 'out',
    },
  ],
  atelier: [
    { image: () => still(posterSvg(['knit', 'trousers', 'bag'], 5209)), move: 'in' },
    {
      image: () => closeUps([look('knit', 'rib', '#9caf88', '#efe6d2', 411), look('shirt', 'stripe', '#f4f1ea', '#3d5a80', 412)]),
      move: 'out',
    },
    { image: () => still(bannerSvg('16x9', ['knit', 'skirt', 'bag'], 6004)), move: 'pan' },
  ],
}

/** The word fades in and out over half a second, on the banner's quiet left side. */
function card({ text, start, end }: ClipCard) {
  const alpha = `if(lt(t,${start}),0,if(lt(t,${start + 0.5}),(t-${start})/0.5,if(lt(t,${end - 0.5}),1,if(lt(t,${end}),(${end}-t)/0.5,0))))`
  return `drawtext=fontfile=${font}:text='${text}':fontsize=64:fontcolor=0x1c1a17:x=w*0.07:y=h*0.52:alpha='${alpha}'`
}

function filterGraph(clip: PromoClip): string {
  const frames = sceneSeconds * fps
  const parts = scenes[clip].map(({ move }, i) => {
    const m = moves[move]
    return `[${i}:v]scale=3840:-1,zoompan=z='${m.z}':x='${m.x}':y='${m.y}':d=${frames}:s=${size}:fps=${fps},setsar=1[s${i}]`
  })
  const total = scenes[clip].length * sceneSeconds - (scenes[clip].length - 1) * fadeSeconds
  parts.push(`[s0][s1]xfade=transition=fade:duration=${fadeSeconds}:offset=${sceneSeconds - fadeSeconds}[x1]`)
  parts.push(`[x1][s2]xfade=transition=fade:duration=${fadeSeconds}:offset=${2 * (sceneSeconds - fadeSeconds)}[x2]`)
  parts.push(`[x2]${card(promoClips[clip])},fade=t=in:st=0:d=0.4,fade=t=out:st=${total - 0.4}:d=0.4,format=yuv420p[v]`)
  return parts.join(';')
}

const ffmpeg = (args: string[]) => execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' })

const encodings = {
  webm: ['-c:v', 'libvpx-vp9', '-crf', '40', '-b:v', '0', '-row-mt', '1', '-deadline', 'good', '-cpu-used', '1'],
  mp4: ['-c:v', 'libx264', '-preset', 'veryslow', '-crf', '28', '-profile:v', 'high', '-movflags', '+faststart'],
}

/** Cue times as WebVTT writes them. */
const vttTime = (s: number) => `00:00:${s.toFixed(3).padStart(6, '0')}`

const work = mkdtempSync(join(tmpdir(), 'promo-'))
try {
  for (const clip of Object.keys(scenes) as PromoClip[]) {
    const inputs = await Promise.all(
      scenes[clip].map(async ({ image }, i) => {
        const file = join(work, `${clip}-${i}.png`)
        await (await image()).toFile(file)
        return ['-i', file]
      }),
    )
    const graph = ['-filter_complex', filterGraph(clip), '-map', '[v]', '-an']
    for (const [ext, codec] of Object.entries(encodings)) ffmpeg([...inputs.flat(), ...graph, ...codec, join(out, `${clip}.${ext}`)])
    ffmpeg(['-ss', '0.5', '-i', join(out, `${clip}.mp4`), '-frames:v', '1', '-c:v', 'libwebp', '-quality', '80', join(out, `${clip}.webp`)])
    const { start, end, captions } = promoClips[clip]
    for (const lang of languages)
      writeFileSync(join(out, `${clip}.${lang}.vtt`), `WEBVTT\n\n1\n${vttTime(start)} --> ${vttTime(end)}\n${captions[lang]}\n`)
  }
} finally {
  rmSync(work, { recursive: true, force: true })
}
