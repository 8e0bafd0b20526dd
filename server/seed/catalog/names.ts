import type { Random } from '../../modules/media/random'

const shopFirst = ['Atelier', 'Maison', 'Studio', 'Casa', 'Galerie', 'Rue', 'Petit', 'Little', 'House of', 'Bureau', 'Salon', 'Villa', 'Kiosk', 'Loft', 'Club', 'Hotel']
const shopSecond = [
  'Nord', 'Lune', 'Sable', 'Olive', 'Ondine', 'Verde', 'Marée', 'Cendre', 'Ambre', 'Solstice', 'Brume', 'Camellia', 'Fjord', 'Indigo', 'Juniper',
  'Kaolin', 'Lilas', 'Mistral', 'Noisette', 'Opaline', 'Perle', 'Quartz', 'Rosée', 'Saffron', 'Tilleul', 'Umber', 'Velours', 'Willow', 'Yuzu', 'Zephyr',
  'Alba', 'Bijou', 'Corail', 'Dune', 'Ébène', 'Figue', 'Garance', 'Hêtre', 'Iris', 'Jasmin',
]
const shopStandalone = [
  'The Linen Room', 'North & Thread', 'Harbour Supply Co.', 'Common Cloth', 'Field Notes Apparel', 'Second Street Wardrobe', 'Good Measure', 'Tailor & Tide',
  'Plain Weave', 'The Button Jar', 'Cotton Republic', 'Soft Armour', 'Wild Stitch', 'Slow Form', 'Mono Edit', 'Paper Moon Kids', 'Little Acorn', 'Sunday Shoe Co.',
  'Cobble & Last', 'Satchel Street', 'Hat Theory', 'Knit Society', 'Weekend Denim', 'Drift Outerwear',
]

/** `count` distinct shop names, shuffled; `first` (when given) leads the list. */
export function shopNames(r: Random, count: number, first?: string): string[] {
  const names = new Set<string>(r.sample(shopStandalone, Math.floor(count / 3)))
  const wanted = first ? count - 1 : count
  while (names.size < wanted) {
    const name = `${r.pick(shopFirst)} ${r.pick(shopSecond)}`
    if (name !== first) names.add(name)
  }
  return [...(first ? [first] : []), ...r.sample([...names], names.size)]
}

const brandPool = [
  'Arden', 'Okra', 'Halden', 'Verano', 'Lumen', 'Fjell', 'Isola', 'Cordova', 'Mirelle', 'Tavola', 'Brume', 'Solenne', 'Kasumi', 'Hanok', 'Alder', 'Rowan',
  'Calloway', 'Maison Lune', 'Nordvik', 'Sable & Co', 'Oberon', 'Pell', 'Quill', 'Ravel', 'Sorrel', 'Tamsin', 'Umi', 'Valette', 'Wren', 'Xanthe', 'Yara',
  'Zenobia', 'Atlas Row', 'Bellweather', 'Costa Nova', 'Delphine', 'Elm & Ash', 'Fable', 'Gilda', 'Harlow', 'Ines Paris', 'Jouet', 'Kiln', 'Loom Theory',
  'Marlowe', 'Nomad Thread', 'Orla', 'Pomme', 'Riviera Club', 'Saint Clair', 'Tessera', 'Uma Studio', 'Vireo', 'Westcott', 'Aurelie', 'Blanc Bleu',
  'Coast & Crane', 'Dalia', 'Eskar', 'Folk Form', 'Grove', 'Hinoki', 'Ilse', 'Juno', 'Koto', 'Lark', 'Mira Sol', 'Norrland', 'Ondée', 'Petra', 'Rhea',
  'Selvedge', 'Tula', 'Unity Kids', 'Verdant', 'Wilder', 'Yoshi', 'Zola', 'Aster Lane', 'Birch', 'Canto',
]

export const brandNames = (r: Random, count: number) => r.sample(brandPool, count)

const firstNames = [
  'Camille', 'Kenji', 'Ines', 'Mateo', 'Sofia', 'Arjun', 'Elena', 'Hugo', 'Mei', 'Jonas', 'Amara', 'Luca', 'Yuna', 'Olivier', 'Priya', 'Nils', 'Aiko',
  'Rafael', 'Zara', 'Théo', 'Leila', 'Oscar', 'Hana', 'Marco', 'Selin', 'Tomás', 'Freya', 'Dae-jung', 'Noor', 'Felix',
]
const lastNames = [
  'Arden', 'Mori', 'Okafor', 'Laurent', 'Castillo', 'Mehta', 'Petrov', 'Lindqvist', 'Chen', 'Becker', 'Diallo', 'Rossi', 'Park', 'Moreau', 'Iyer',
  'Halvorsen', 'Tanaka', 'Oliveira', 'Haddad', 'Dubois', 'Kaya', 'Novak', 'Sato', 'Bianchi', 'Nakamura', 'Fontaine', 'Kim', 'Rahman', 'Weiss', 'Santos',
]

/** `count` distinct designer names from the first and last name lists. */
export function designerNames(r: Random, count: number): string[] {
  const names = new Set<string>()
  while (names.size < count) names.add(`${r.pick(firstNames)} ${r.pick(lastNames)}`)
  return [...names]
}

export const cities = ['Paris', 'Lyon', 'Copenhagen', 'Stockholm', 'Milan', 'Florence', 'Lisbon', 'Barcelona', 'Antwerp', 'Berlin', 'Tokyo', 'Kyoto', 'Seoul', 'Shanghai', 'London', 'New York', 'Melbourne', 'Mexico City'] as const
