import { circle, ellipse, pair, type Pt, rect, symmetric, twin } from './shapes'

/** Every garment the picture generator can draw. */
export const garmentKinds = [
  'tshirt', 'shirt', 'blouse', 'knit', 'hoodie', 'coat', 'jacket', 'suit', 'dress', 'skirt',
  'trousers', 'jeans', 'shorts', 'sneakers', 'boots', 'heels', 'bag', 'hat', 'scarf', 'romper',
] as const
export type GarmentKind = (typeof garmentKinds)[number]

/** main: the product colour; trim: its second colour; the rest derive from them or are fixed materials. */
export type Tone = 'main' | 'deep' | 'lining' | 'trim' | 'button' | 'light' | 'metal' | 'sole' | 'rubber'
export type LineStyle = 'seam' | 'stitch' | 'fold' | 'rib' | 'cord' | 'lace'
type Side = 'front' | 'back'
export interface Part { d: string; tone: Tone; only?: Side }
export interface Stroke { d: string; style: LineStyle; only?: Side }
export interface Garment {
  parts: Part[]
  lines: Stroke[]
  /** Drawing bounds [x0, y0, x1, y1], to fit and centre it. */
  box: readonly [number, number, number, number]
  /** The close-up's centre. */
  focus: Pt
  /** Side views (shoes, bags) show the other side when turned round. */
  turns?: boolean
}

const main = (d: string, only?: Side): Part => ({ d, tone: 'main', only })
const part = (tone: Tone, d: string, only?: Side): Part => ({ d, tone, only })
const s = (style: LineStyle, d: string, only?: Side): Stroke => ({ d, style, only })
const buttons = (x: number, ys: number[], r = 7) => ys.map((y) => circle(x, y, r)).join('')
/** Short vertical ribs across a band, on both sides of the centre. */
const ribs = (x0: number, x1: number, y0: number, y1: number, step = 11) => {
  const xs: number[] = []
  for (let x = x0; x <= x1; x += step) xs.push(x)
  return xs.map((x) => `M${x},${y0}L${x},${y1}M${600 - x},${y0}L${600 - x},${y1}`).join('')
}

const tshirt: Garment = {
  parts: [
    main(symmetric([300, 182], [[338, 180, 345, 140], [430, 165], [515, 255], [462, 300], [432, 268], [434, 640], [370, 648, 300, 650]])),
    part('trim', rect(290, 150, 20, 12), 'back'),
  ],
  lines: [
    s('seam', pair([300, 170], [[331, 168, 338, 146]])),
    s('stitch', pair([503, 267], [[455, 291]])),
    s('stitch', pair([300, 634], [[370, 632, 426, 626]])),
    s('fold', 'M385,330Q398,430 386,540M222,360Q206,450 220,570M305,430Q314,500 300,590'),
    s('fold', 'M470,240Q455,262 448,282M130,240Q146,262 152,282'),
  ],
  box: [85, 140, 515, 650],
  focus: [340, 160],
}

const shirt: Garment = {
  parts: [
    main(symmetric([300, 140], [[338, 128], [425, 160], [465, 190, 478, 300], [500, 560], [455, 572], [432, 330], [434, 650], [370, 662, 300, 664]])),
    part('lining', 'M262,128L338,128L300,192Z'),
    main(twin([[338, 128], [300, 192], [345, 210], [362, 150]])),
    part('button', buttons(300, [232, 300, 368, 436, 504, 572], 6), 'front'),
    main('M332,262L388,262L388,318L360,328L332,318Z', 'front'),
  ],
  lines: [
    s('seam', 'M300,194L300,660', 'front'),
    s('stitch', 'M311,200L311,656M289,200L289,656', 'front'),
    s('seam', pair([497, 528], [[452, 538]])),
    s('seam', pair([300, 214], [[350, 210, 425, 180]]), 'back'),
    s('fold', 'M470,360Q482,400 474,440M130,360Q118,400 126,440M380,420Q392,500 384,600M220,420Q208,500 216,600'),
  ],
  box: [100, 125, 500, 664],
  focus: [300, 185],
}

const blouse: Garment = {
  parts: [
    main(symmetric([300, 215], [[345, 135], [410, 150], [470, 165, 492, 262], [495, 300, 470, 332], [440, 300], [445, 560], [372, 590, 300, 592]])),
    main(twin([[302, 224], [324, 294], [311, 298], [299, 234]]), 'front'),
    main('M300,222Q338,198 344,226Q336,246 300,226ZM300,222Q262,198 256,226Q264,246 300,226Z', 'front'),
    part('deep', circle(300, 224, 7), 'front'),
  ],
  lines: [
    s('stitch', pair([300, 206], [[341, 142]])),
    s('fold', 'M420,165Q442,200 440,232M455,176Q472,212 468,242M180,165Q158,200 160,232M145,176Q128,212 132,242'),
    s('seam', pair([468, 300], [[486, 280]])),
    s('fold', 'M370,330Q382,420 372,560M230,330Q218,420 228,560'),
  ],
  box: [105, 135, 495, 592],
  focus: [300, 230],
}

const knitBody = symmetric([300, 168], [[340, 166, 350, 140], [430, 165], [475, 185, 486, 262], [510, 585], [458, 598], [432, 320], [438, 622], [300, 622]])
const knitLines = [
  s('seam', pair([300, 590], [[438, 590]])),
  s('seam', pair([505, 555], [[455, 566]])),
  s('rib', ribs(306, 432, 592, 620) + ribs(462, 500, 568, 592, 9)),
  s('fold', 'M470,330Q480,380 474,430M130,330Q120,380 126,430M380,360Q388,450 378,560M220,360Q212,450 222,560'),
]
const knit: Garment = {
  parts: [main(knitBody)],
  lines: [s('seam', pair([300, 156], [[333, 154, 342, 141]])), ...knitLines],
  box: [90, 140, 510, 622],
  focus: [360, 575],
}

const hoodie: Garment = {
  parts: [
    part('deep', symmetric([300, 55], [[372, 62, 378, 150], [300, 150]])),
    main(symmetric([300, 150], [[360, 148], [432, 170], [478, 190, 488, 262], [510, 585], [458, 598], [432, 320], [438, 622], [300, 622]])),
    part('lining', symmetric([300, 238], [[346, 200, 352, 148], [300, 148]])),
    main('M215,470L385,470L405,575L195,575Z', 'front'),
    part('metal', circle(280, 292, 5) + circle(320, 292, 5), 'front'),
  ],
  lines: [
    s('cord', 'M286,196L280,288M314,196L320,288', 'front'),
    s('seam', 'M232,472L214,574M368,472L386,574', 'front'),
    ...knitLines,
  ],
  box: [90, 55, 510, 622],
  focus: [300, 215],
}

const tailored = (hem: number, sleeve: number, v: number) => [
  main(symmetric([300, 128], [[338, 125], [420, 155], [465, 175, 476, 262], [500, sleeve], [450, sleeve + 10], [432, 330], [444, hem], [372, hem + 8, 300, hem + 10]])),
  part('lining', `M262,125L338,125L300,${v}Z`, 'front'),
  main(twin([[338, 125], [300, v], [322, v - 2], [380, 200], [362, 186], [372, 150]]), 'front'),
]
const coat: Garment = {
  parts: [
    ...tailored(740, 620, 300),
    part('button', buttons(335, [360, 440]) + buttons(265, [360, 440]), 'front'),
    main(rect(168, 498, 264, 26)),
    part('metal', rect(286, 494, 28, 34)),
    main(twin([[350, 560], [420, 560], [422, 582], [352, 582]]), 'front'),
  ],
  lines: [
    s('seam', 'M318,300L318,748', 'front'),
    s('seam', 'M300,140L300,748', 'back'),
    s('seam', pair([496, 590], [[452, 598]])),
    s('fold', 'M380,540Q392,640 384,740M220,540Q208,640 216,740M470,330Q482,420 476,500M130,330Q118,420 124,500'),
  ],
  box: [100, 125, 500, 750],
  focus: [330, 210],
}

const jacket: Garment = {
  parts: [
    ...tailored(560, 550, 280),
    part('button', buttons(300, [330, 410]), 'front'),
    main(twin([[340, 450], [405, 450], [406, 468], [341, 468]]), 'front'),
  ],
  lines: [
    s('seam', 'M300,280L300,568', 'front'),
    s('seam', 'M300,140L300,568', 'back'),
    s('stitch', pair([496, 520], [[452, 530]])),
    s('fold', 'M470,330Q482,400 476,470M130,330Q118,400 124,470M390,300Q400,380 392,450'),
  ],
  box: [100, 125, 500, 570],
  focus: [340, 190],
}

const suit: Garment = {
  parts: [
    main(symmetric([300, 440], [[390, 440], [410, 752], [318, 752], [300, 560]])),
    main(symmetric([300, 118], [[336, 115], [412, 142], [455, 160, 466, 245], [486, 490], [442, 500], [424, 300], [430, 505], [300, 512]])),
    part('light', 'M262,115L338,115L300,290Z', 'front'),
    part('trim', 'M292,132L308,132L314,262L300,286L286,262Z', 'front'),
    main(twin([[336, 115], [300, 290], [318, 288], [372, 190], [355, 176], [365, 142]]), 'front'),
    part('button', buttons(300, [335, 395]), 'front'),
    main(twin([[335, 420], [398, 420], [399, 436], [336, 436]]), 'front'),
  ],
  lines: [
    s('seam', 'M300,290L300,510', 'front'),
    s('seam', 'M300,130L300,510', 'back'),
    s('fold', pair([360, 520], [[364, 745]])),
    s('stitch', pair([484, 460], [[442, 470]])),
  ],
  box: [110, 115, 490, 752],
  focus: [320, 200],
}

const dress: Garment = {
  parts: [main(symmetric([300, 158], [[318, 150, 325, 120], [345, 120], [372, 150], [386, 300], [382, 328, 372, 345], [470, 700], [385, 728, 300, 730]]))],
  lines: [
    s('seam', pair([300, 345], [[372, 345]])),
    s('stitch', pair([300, 150], [[318, 144, 325, 126]])),
    s('fold', pair([330, 250], [[335, 330]]), 'front'),
    s('fold', 'M330,360Q350,520 365,715M270,360Q250,520 235,715M300,360L300,725M400,420Q430,560 440,705M200,420Q170,560 160,705'),
    s('seam', 'M300,130L300,345', 'back'),
  ],
  box: [130, 120, 470, 730],
  focus: [330, 320],
}

const skirt: Garment = {
  parts: [main(symmetric([300, 180], [[375, 180], [378, 215], [470, 640], [385, 668, 300, 670]])), part('button', circle(352, 198, 7), 'front')],
  lines: [
    s('seam', pair([300, 215], [[378, 215]])),
    s('fold', 'M245,220L205,650M275,220L262,660M300,220L300,664M325,220L338,660M355,220L395,650'),
    s('seam', 'M300,215L300,420', 'back'),
  ],
  box: [130, 180, 470, 670],
  focus: [345, 230],
}

const trousers: Garment = {
  parts: [main(symmetric([300, 118], [[400, 118], [405, 158], [432, 745], [325, 745], [300, 300]]))],
  lines: [
    s('seam', pair([300, 158], [[405, 158]])),
    s('stitch', 'M300,160Q318,240 302,298', 'front'),
    s('seam', pair([376, 160], [[390, 222, 410, 240]]), 'front'),
    s('seam', pair([330, 205], [[385, 205]]), 'back'),
    s('fold', pair([370, 175], [[378, 740]])),
  ],
  box: [168, 118, 432, 745],
  focus: [345, 180],
}

const jeans: Garment = {
  parts: [
    main(symmetric([300, 128], [[395, 128], [400, 165], [428, 745], [322, 745], [300, 305]])),
    part('metal', circle(360, 171, 4) + circle(398, 226, 4) + circle(240, 171, 4) + circle(202, 226, 4), 'front'),
    part('trim', rect(330, 138, 40, 20), 'back'),
  ],
  lines: [
    s('stitch', pair([300, 165], [[400, 165]])),
    s('stitch', 'M318,168L318,262Q316,282 300,292', 'front'),
    s('stitch', pair([360, 168], [[372, 215, 404, 228]]), 'front'),
    s('stitch', 'M370,185L392,185L393,205L371,207Z', 'front'),
    s('stitch', 'M325,215L390,212L392,280L358,295L327,282ZM275,215L210,212L208,280L242,295L273,282Z', 'back'),
    s('stitch', pair([325, 728], [[427, 728]])),
    s('fold', 'M340,430Q370,445 405,432M340,470Q370,485 408,472M195,430Q230,445 262,432M193,470Q230,485 260,472'),
  ],
  box: [172, 128, 428, 745],
  focus: [370, 200],
}

const shorts: Garment = {
  parts: [main(symmetric([300, 200], [[400, 200], [405, 238], [440, 470], [322, 492], [300, 345]]))],
  lines: [
    s('seam', pair([300, 238], [[405, 238]])),
    s('stitch', 'M300,240Q316,300 302,343', 'front'),
    s('seam', pair([378, 240], [[392, 290, 420, 300]]), 'front'),
    s('seam', pair([324, 468], [[437, 448]])),
    s('fold', pair([372, 250], [[380, 470]])),
  ],
  box: [160, 200, 440, 492],
  focus: [350, 250],
}

const sneakers: Garment = {
  parts: [
    main('M100,515L102,400Q105,345 160,330L230,326Q260,360 300,380L420,430Q505,450 522,490L528,515Z'),
    part('lining', 'M160,331Q195,352 230,327Q196,318 160,331Z'),
    part('light', 'M440,438Q505,452 522,490L528,515L452,515Q432,470 440,438Z'),
    part('trim', 'M190,470Q300,420 410,455L400,476Q300,450 205,492Z'),
    part('trim', 'M100,400L102,472L126,472L124,398Z'),
    part('sole', 'M96,560L505,560Q530,558 530,535L530,512L96,512Q84,538 96,560Z'),
  ],
  lines: [
    s('lace', 'M246,350l20,-10M272,364l20,-10M298,378l20,-10M324,392l20,-10M350,404l20,-10'),
    s('seam', 'M96,530L530,530'),
    s('stitch', 'M120,500Q300,505 510,500'),
  ],
  box: [90, 320, 530, 565],
  focus: [300, 380],
  turns: true,
}

const boots: Garment = {
  parts: [
    main('M180,260L322,260L330,440Q360,470 430,482Q505,498 512,540L512,565L170,565L174,440Z'),
    part('deep', 'M288,290Q300,360 318,425L296,436Q282,370 270,290Z'),
    part('trim', rect(178, 232, 24, 36)),
    part('rubber', `M164,565L516,565L516,590L164,590Z${rect(168, 590, 84, 24)}`),
  ],
  lines: [s('stitch', 'M172,556L512,556'), s('fold', 'M200,330Q230,340 260,330M200,390Q235,402 262,390')],
  box: [160, 232, 520, 615],
  focus: [330, 470],
  turns: true,
}

const heels: Garment = {
  parts: [
    main('M150,380Q200,400 260,430Q330,470 420,470Q490,470 525,520Q530,545 505,550L400,550Q300,548 230,480Q190,450 155,450Z'),
    part('lining', 'M150,380Q200,400 260,430Q330,470 420,470Q340,458 260,422Q205,396 150,380Z'),
    part('rubber', 'M155,450Q190,452 230,482Q300,552 400,553L505,553Q512,560 500,562L400,562Q296,560 224,492Q188,462 155,462Z'),
    part('rubber', 'M155,455L182,458L172,600L161,600Z'),
  ],
  lines: [s('stitch', 'M160,392Q220,420 270,442')],
  box: [140, 370, 535, 605],
  focus: [430, 500],
  turns: true,
}

const bag: Garment = {
  parts: [
    part('trim', 'M215,385Q215,215 300,215Q385,215 385,385L365,385Q365,240 300,240Q235,240 235,385Z'),
    main('M165,380L435,380Q450,380 452,400L475,665Q476,690 450,690L150,690Q124,690 125,665L148,400Q150,380 165,380Z'),
    main('M160,382L440,382L445,470Q300,520 155,470Z', 'front'),
    part('metal', circle(300, 488, 14), 'front'),
  ],
  lines: [s('seam', pair([420, 400], [[448, 670]])), s('stitch', 'M165,466Q300,510 435,466', 'front'), s('stitch', 'M150,672L450,672')],
  box: [120, 210, 480, 695],
  focus: [300, 470],
  turns: true,
}

const hat: Garment = {
  parts: [
    main(ellipse(300, 430, 200, 48)),
    main('M205,428Q200,268 300,255Q400,268 395,428Z'),
    part('trim', 'M206,392Q300,405 394,392L395,428Q300,442 205,428Z'),
  ],
  lines: [s('fold', 'M300,262Q306,330 300,385'), s('stitch', 'M118,438Q300,492 482,438')],
  box: [100, 250, 500, 480],
  focus: [330, 410],
}

/** Draped over a rail, fringe below. */
const fringe = (x0: number, x1: number, y: number) => {
  const xs: number[] = []
  for (let x = x0; x <= x1; x += 9) xs.push(x)
  return xs.map((x) => `M${x},${y}l${(x - 300) / 40},30`).join('')
}
const scarf: Garment = {
  parts: [
    part('metal', rect(150, 168, 300, 10)),
    main('M215,176Q300,166 385,176L392,660L208,660Z'),
  ],
  lines: [s('rib', fringe(212, 388, 660)), s('fold', 'M260,200Q252,420 262,650M340,200Q350,420 338,650')],
  box: [150, 166, 450, 692],
  focus: [300, 620],
}

const romper: Garment = {
  parts: [
    main(symmetric([300, 185], [[336, 182, 350, 150], [420, 170], [470, 240], [430, 276], [405, 255], [410, 480], [420, 600], [322, 610], [300, 540]])),
    part('light', 'M300,186Q332,214 364,168Q350,154 340,158Q330,182 300,186ZM300,186Q268,214 236,168Q250,154 260,158Q270,182 300,186Z', 'front'),
    part('button', buttons(300, [225, 275, 325, 548], 6), 'front'),
  ],
  lines: [s('seam', pair([462, 248], [[428, 270]])), s('seam', pair([322, 588], [[418, 580]])), s('fold', 'M360,330Q370,400 362,470M240,330Q230,400 238,470')],
  box: [130, 150, 470, 612],
  focus: [320, 220],
}

export const garments: Record<GarmentKind, Garment> = {
  tshirt, shirt, blouse, knit, hoodie, coat, jacket, suit, dress, skirt, trousers, jeans, shorts, sneakers, boots, heels, bag, hat, scarf, romper,
}
