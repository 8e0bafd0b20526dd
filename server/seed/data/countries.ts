import type { Language } from '../../../contract/locale'

/** ISO 3166-1 code, then the name in en, zh, fr, ja, ko. */
const countries: [string, string, string, string, string, string][] = [
  ['US', 'United States', '美国', 'États-Unis', 'アメリカ合衆国', '미국'],
  ['CN', 'China', '中国', 'Chine', '中国', '중국'],
  ['FR', 'France', '法国', 'France', 'フランス', '프랑스'],
  ['JP', 'Japan', '日本', 'Japon', '日本', '일본'],
  ['KR', 'South Korea', '韩国', 'Corée du Sud', '韓国', '대한민국'],
  ['CA', 'Canada', '加拿大', 'Canada', 'カナダ', '캐나다'],
  ['AU', 'Australia', '澳大利亚', 'Australie', 'オーストラリア', '오스트레일리아'],
  ['GB', 'United Kingdom', '英国', 'Royaume-Uni', 'イギリス', '영국'],
  ['DE', 'Germany', '德国', 'Allemagne', 'ドイツ', '독일'],
  ['IT', 'Italy', '意大利', 'Italie', 'イタリア', '이탈리아'],
  ['ES', 'Spain', '西班牙', 'Espagne', 'スペイン', '스페인'],
  ['PT', 'Portugal', '葡萄牙', 'Portugal', 'ポルトガル', '포르투갈'],
  ['NL', 'Netherlands', '荷兰', 'Pays-Bas', 'オランダ', '네덜란드'],
  ['BE', 'Belgium', '比利时', 'Belgique', 'ベルギー', '벨기에'],
  ['CH', 'Switzerland', '瑞士', 'Suisse', 'スイス', '스위스'],
  ['AT', 'Austria', '奥地利', 'Autriche', 'オーストリア', '오스트리아'],
  ['IE', 'Ireland', '爱尔兰', 'Irlande', 'アイルランド', '아일랜드'],
  ['SE', 'Sweden', '瑞典', 'Suède', 'スウェーデン', '스웨덴'],
  ['DK', 'Denmark', '丹麦', 'Danemark', 'デンマーク', '덴마크'],
  ['NO', 'Norway', '挪威', 'Norvège', 'ノルウェー', '노르웨이'],
  ['PL', 'Poland', '波兰', 'Pologne', 'ポーランド', '폴란드'],
  ['IN', 'India', '印度', 'Inde', 'インド', '인도'],
  ['ID', 'Indonesia', '印度尼西亚', 'Indonésie', 'インドネシア', '인도네시아'],
  ['SG', 'Singapore', '新加坡', 'Singapour', 'シンガポール', '싱가포르'],
  ['MY', 'Malaysia', '马来西亚', 'Malaisie', 'マレーシア', '말레이시아'],
  ['TH', 'Thailand', '泰国', 'Thaïlande', 'タイ', '태국'],
  ['VN', 'Vietnam', '越南', 'Viêt Nam', 'ベトナム', '베트남'],
  ['NZ', 'New Zealand', '新西兰', 'Nouvelle-Zélande', 'ニュージーランド', '뉴질랜드'],
  ['AE', 'United Arab Emirates', '阿联酋', 'Émirats arabes unis', 'アラブ首長国連邦', '아랍에미리트'],
  ['BR', 'Brazil', '巴西', 'Brésil', 'ブラジル', '브라질'],
  ['MX', 'Mexico', '墨西哥', 'Mexique', 'メキシコ', '멕시코'],
]

/** Subdivision code suffix, English name, and the name in the country's own language. */
type Subdivision = [string, string, string?]

const subdivisions: Record<string, { lang?: Language; list: Subdivision[] }> = {
  US: {
    list: [
      ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'], ['CO', 'Colorado'],
      ['CT', 'Connecticut'], ['DE', 'Delaware'], ['DC', 'District of Columbia'], ['FL', 'Florida'], ['GA', 'Georgia'],
      ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'], ['IN', 'Indiana'], ['IA', 'Iowa'], ['KS', 'Kansas'],
      ['KY', 'Kentucky'], ['LA', 'Louisiana'], ['ME', 'Maine'], ['MD', 'Maryland'], ['MA', 'Massachusetts'],
      ['MI', 'Michigan'], ['MN', 'Minnesota'], ['MS', 'Mississippi'], ['MO', 'Missouri'], ['MT', 'Montana'],
      ['NE', 'Nebraska'], ['NV', 'Nevada'], ['NH', 'New Hampshire'], ['NJ', 'New Jersey'], ['NM', 'New Mexico'],
      ['NY', 'New York'], ['NC', 'North Carolina'], ['ND', 'North Dakota'], ['OH', 'Ohio'], ['OK', 'Oklahoma'],
      ['OR', 'Oregon'], ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'], ['SC', 'South Carolina'], ['SD', 'South Dakota'],
      ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'], ['VA', 'Virginia'], ['WA', 'Washington'],
      ['WV', 'West Virginia'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
    ],
  },
  CN: {
    lang: 'zh',
    list: [
      ['BJ', 'Beijing', '北京市'], ['TJ', 'Tianjin', '天津市'], ['HE', 'Hebei', '河北省'], ['SX', 'Shanxi', '山西省'],
      ['NM', 'Inner Mongolia', '内蒙古自治区'], ['LN', 'Liaoning', '辽宁省'], ['JL', 'Jilin', '吉林省'],
      ['HL', 'Heilongjiang', '黑龙江省'], ['SH', 'Shanghai', '上海市'], ['JS', 'Jiangsu', '江苏省'], ['ZJ', 'Zhejiang', '浙江省'],
      ['AH', 'Anhui', '安徽省'], ['FJ', 'Fujian', '福建省'], ['JX', 'Jiangxi', '江西省'], ['SD', 'Shandong', '山东省'],
      ['HA', 'Henan', '河南省'], ['HB', 'Hubei', '湖北省'], ['HN', 'Hunan', '湖南省'], ['GD', 'Guangdong', '广东省'],
      ['GX', 'Guangxi', '广西壮族自治区'], ['HI', 'Hainan', '海南省'], ['CQ', 'Chongqing', '重庆市'], ['SC', 'Sichuan', '四川省'],
      ['GZ', 'Guizhou', '贵州省'], ['YN', 'Yunnan', '云南省'], ['XZ', 'Tibet', '西藏自治区'], ['SN', 'Shaanxi', '陕西省'],
      ['GS', 'Gansu', '甘肃省'], ['QH', 'Qinghai', '青海省'], ['NX', 'Ningxia', '宁夏回族自治区'], ['XJ', 'Xinjiang', '新疆维吾尔自治区'],
    ],
  },
  FR: {
    lang: 'fr',
    list: [
      ['ARA', 'Auvergne-Rhône-Alpes', 'Auvergne-Rhône-Alpes'], ['BFC', 'Burgundy-Franche-Comté', 'Bourgogne-Franche-Comté'],
      ['BRE', 'Brittany', 'Bretagne'], ['CVL', 'Centre-Val de Loire', 'Centre-Val de Loire'], ['20R', 'Corsica', 'Corse'],
      ['GES', 'Grand Est', 'Grand Est'], ['HDF', 'Hauts-de-France', 'Hauts-de-France'], ['IDF', 'Île-de-France', 'Île-de-France'],
      ['NOR', 'Normandy', 'Normandie'], ['NAQ', 'Nouvelle-Aquitaine', 'Nouvelle-Aquitaine'], ['OCC', 'Occitania', 'Occitanie'],
      ['PDL', 'Pays de la Loire', 'Pays de la Loire'], ['PAC', 'Provence-Alpes-Côte d’Azur', 'Provence-Alpes-Côte d’Azur'],
    ],
  },
  JP: {
    lang: 'ja',
    list: [
      ['01', 'Hokkaido', '北海道'], ['02', 'Aomori', '青森県'], ['03', 'Iwate', '岩手県'], ['04', 'Miyagi', '宮城県'],
      ['05', 'Akita', '秋田県'], ['06', 'Yamagata', '山形県'], ['07', 'Fukushima', '福島県'], ['08', 'Ibaraki', '茨城県'],
      ['09', 'Tochigi', '栃木県'], ['10', 'Gunma', '群馬県'], ['11', 'Saitama', '埼玉県'], ['12', 'Chiba', '千葉県'],
      ['13', 'Tokyo', '東京都'], ['14', 'Kanagawa', '神奈川県'], ['15', 'Niigata', '新潟県'], ['16', 'Toyama', '富山県'],
      ['17', 'Ishikawa', '石川県'], ['18', 'Fukui', '福井県'], ['19', 'Yamanashi', '山梨県'], ['20', 'Nagano', '長野県'],
      ['21', 'Gifu', '岐阜県'], ['22', 'Shizuoka', '静岡県'], ['23', 'Aichi', '愛知県'], ['24', 'Mie', '三重県'],
      ['25', 'Shiga', '滋賀県'], ['26', 'Kyoto', '京都府'], ['27', 'Osaka', '大阪府'], ['28', 'Hyogo', '兵庫県'],
      ['29', 'Nara', '奈良県'], ['30', 'Wakayama', '和歌山県'], ['31', 'Tottori', '鳥取県'], ['32', 'Shimane', '島根県'],
      ['33', 'Okayama', '岡山県'], ['34', 'Hiroshima', '広島県'], ['35', 'Yamaguchi', '山口県'], ['36', 'Tokushima', '徳島県'],
      ['37', 'Kagawa', '香川県'], ['38', 'Ehime', '愛媛県'], ['39', 'Kochi', '高知県'], ['40', 'Fukuoka', '福岡県'],
      ['41', 'Saga', '佐賀県'], ['42', 'Nagasaki', '長崎県'], ['43', 'Kumamoto', '熊本県'], ['44', 'Oita', '大分県'],
      ['45', 'Miyazaki', '宮崎県'], ['46', 'Kagoshima', '鹿児島県'], ['47', 'Okinawa', '沖縄県'],
    ],
  },
  KR: {
    lang: 'ko',
    list: [
      ['11', 'Seoul', '서울특별시'], ['26', 'Busan', '부산광역시'], ['27', 'Daegu', '대구광역시'], ['28', 'Incheon', '인천광역시'],
      ['29', 'Gwangju', '광주광역시'], ['30', 'Daejeon', '대전광역시'], ['31', 'Ulsan', '울산광역시'], ['50', 'Sejong', '세종특별자치시'],
      ['41', 'Gyeonggi', '경기도'], ['51', 'Gangwon', '강원특별자치도'], ['43', 'North Chungcheong', '충청북도'],
      ['44', 'South Chungcheong', '충청남도'], ['52', 'North Jeolla', '전북특별자치도'], ['46', 'South Jeolla', '전라남도'],
      ['47', 'North Gyeongsang', '경상북도'], ['48', 'South Gyeongsang', '경상남도'], ['49', 'Jeju', '제주특별자치도'],
    ],
  },
  CA: {
    lang: 'fr',
    list: [
      ['AB', 'Alberta', 'Alberta'], ['BC', 'British Columbia', 'Colombie-Britannique'], ['MB', 'Manitoba', 'Manitoba'],
      ['NB', 'New Brunswick', 'Nouveau-Brunswick'], ['NL', 'Newfoundland and Labrador', 'Terre-Neuve-et-Labrador'],
      ['NS', 'Nova Scotia', 'Nouvelle-Écosse'], ['NT', 'Northwest Territories', 'Territoires du Nord-Ouest'],
      ['NU', 'Nunavut', 'Nunavut'], ['ON', 'Ontario', 'Ontario'], ['PE', 'Prince Edward Island', 'Île-du-Prince-Édouard'],
      ['QC', 'Quebec', 'Québec'], ['SK', 'Saskatchewan', 'Saskatchewan'], ['YT', 'Yukon', 'Yukon'],
    ],
  },
  AU: {
    list: [
      ['ACT', 'Australian Capital Territory'], ['NSW', 'New South Wales'], ['NT', 'Northern Territory'], ['QLD', 'Queensland'],
      ['SA', 'South Australia'], ['TAS', 'Tasmania'], ['VIC', 'Victoria'], ['WA', 'Western Australia'],
    ],
  },
}

export interface CountryRow { cno: string; parentCno: string | null; names: Record<string, string>; sort: number }

/** Countries and their subdivisions as rows of country_regions (codes ISO 3166-1 and -2). */
export function countryRows(): CountryRow[] {
  const rows: CountryRow[] = []
  countries.forEach(([cno, en, zh, fr, ja, ko], index) => {
    rows.push({ cno, parentCno: null, names: { en, zh, fr, ja, ko }, sort: index })
    const children = subdivisions[cno]
    children?.list.forEach(([code, name, local], sort) => {
      const names: Record<string, string> = { en: name }
      if (children.lang && local) names[children.lang] = local
      rows.push({ cno: `${cno}-${code}`, parentCno: cno, names, sort })
    })
  })
  return rows
}
