import type { Language } from '../../../contract/locale'

/**
 * The help centre, policies and terms every tenant starts with, in the five languages.
 * `{shop}` and `{email}` are filled with the tenant's name and service address.
 */
export interface ArticleSeed {
  typeCode: string
  code: string
  titles: Record<Language, string>
  contents: Record<Language, string>
}

export interface ArticleTypeSeed {
  code: string
  names: Record<Language, string>
}

export const helpTypes: ArticleTypeSeed[] = [
  { code: 'help', names: { en: 'Help centre', zh: '帮助中心', fr: 'Centre d’aide', ja: 'ヘルプセンター', ko: '고객센터' } },
  { code: 'legal', names: { en: 'Policies', zh: '政策条款', fr: 'Mentions et politiques', ja: '規約・ポリシー', ko: '약관 및 정책' } },
]

const sizeTable = (h: [string, string, string]) => `<table>
<thead><tr><th>${h[0]}</th><th>EU / FR</th><th>UK</th><th>US</th><th>JP</th><th>${h[1]}</th><th>${h[2]}</th></tr></thead>
<tbody>
<tr><td>XS</td><td>34</td><td>6</td><td>2</td><td>5</td><td>80–83</td><td>62–65</td></tr>
<tr><td>S</td><td>36</td><td>8</td><td>4</td><td>7</td><td>84–87</td><td>66–69</td></tr>
<tr><td>M</td><td>38</td><td>10</td><td>6</td><td>9</td><td>88–91</td><td>70–73</td></tr>
<tr><td>L</td><td>40</td><td>12</td><td>8</td><td>11</td><td>92–96</td><td>74–78</td></tr>
<tr><td>XL</td><td>42</td><td>14</td><td>10</td><td>13</td><td>97–101</td><td>79–83</td></tr>
</tbody>
</table>`

export const helpArticles: ArticleSeed[] = [
  {
    typeCode: 'help',
    code: 'how-to-buy',
    titles: { en: 'How to buy', zh: '如何购买', fr: 'Comment acheter', ja: 'ご購入方法', ko: '구매 방법' },
    contents: {
      en: `<p>Shopping on {shop} takes four steps:</p>
<ol><li>Browse Women, Men or Kids, or search for a piece, brand or shop.</li>
<li>Choose a colour and size, then select <strong>Add to bag</strong>.</li>
<li>Open your bag, check the items and select <strong>Settle</strong>. Pick or add a delivery address.</li>
<li>Choose a payment method and confirm. You can follow the order under <em>My orders</em>.</li></ol>
<p>You need an account to check out. Registering only takes an email address and a code we send you.</p>`,
      zh: `<p>在 {shop} 购物只需四步：</p>
<ol><li>浏览女装、男装或童装，或搜索单品、品牌和店铺。</li>
<li>选择颜色和尺码，点击<strong>加入购物袋</strong>。</li>
<li>打开购物袋，核对商品后点击<strong>结算</strong>，选择或新增收货地址。</li>
<li>选择支付方式并确认。之后可在<em>我的订单</em>中查看订单进度。</li></ol>
<p>结账需要账户。注册只需邮箱和我们发送给您的验证码。</p>`,
      fr: `<p>Acheter sur {shop} se fait en quatre étapes :</p>
<ol><li>Parcourez Femme, Homme ou Enfant, ou recherchez une pièce, une marque ou une boutique.</li>
<li>Choisissez la couleur et la taille, puis <strong>Ajouter au panier</strong>.</li>
<li>Ouvrez votre panier, vérifiez les articles et cliquez sur <strong>Régler</strong>. Choisissez ou ajoutez une adresse de livraison.</li>
<li>Choisissez un moyen de paiement et confirmez. Suivez ensuite la commande dans <em>Mes commandes</em>.</li></ol>
<p>Un compte est nécessaire pour commander : une adresse e-mail et le code que nous vous envoyons suffisent.</p>`,
      ja: `<p>{shop} でのお買い物は 4 つのステップです。</p>
<ol><li>レディース・メンズ・キッズから探すか、アイテム、ブランド、ショップを検索します。</li>
<li>カラーとサイズを選び、<strong>カートに入れる</strong>を押します。</li>
<li>カートで商品を確認して<strong>精算</strong>へ進み、お届け先を選択または追加します。</li>
<li>お支払い方法を選んで確定します。ご注文の状況は<em>注文履歴</em>で確認できます。</li></ol>
<p>ご購入にはアカウントが必要です。登録はメールアドレスと、お送りする認証コードだけで完了します。</p>`,
      ko: `<p>{shop}에서의 쇼핑은 네 단계면 충분합니다.</p>
<ol><li>여성, 남성, 키즈 카테고리를 둘러보거나 상품, 브랜드, 숍을 검색하세요.</li>
<li>색상과 사이즈를 고른 뒤 <strong>장바구니 담기</strong>를 누르세요.</li>
<li>장바구니에서 상품을 확인하고 <strong>결제하기</strong>를 누른 뒤 배송지를 선택하거나 추가하세요.</li>
<li>결제 수단을 선택하고 확인하면 됩니다. 주문 진행 상황은 <em>주문 내역</em>에서 볼 수 있습니다.</li></ol>
<p>결제하려면 계정이 필요합니다. 이메일 주소와 보내 드리는 인증 코드만 있으면 가입할 수 있습니다.</p>`,
    },
  },
  {
    typeCode: 'help',
    code: 'shipping',
    titles: { en: 'Shipping and delivery', zh: '配送说明', fr: 'Livraison', ja: '配送について', ko: '배송 안내' },
    contents: {
      en: `<p>Each shop on {shop} ships its own items, so an order with pieces from two shops arrives in two parcels.</p>
<ul><li>Shops dispatch within 1–3 working days after your payment is confirmed.</li>
<li>Delivery usually takes 3–7 working days in Europe, North America and East Asia, and up to 14 days elsewhere.</li>
<li>The delivery fee is shown in your bag before you pay; many items ship free.</li>
<li>Once shipped, the tracking number and each step of the journey appear in the order details.</li></ul>
<p>Orders are completed automatically 14 days after shipping if you have not confirmed receipt.</p>`,
      zh: `<p>{shop} 上的每家店铺各自发货，因此包含两家店铺商品的订单会分成两个包裹送达。</p>
<ul><li>付款确认后，店铺会在 1–3 个工作日内发货。</li>
<li>欧洲、北美和东亚地区通常 3–7 个工作日送达，其他地区最长 14 天。</li>
<li>运费会在付款前显示在购物袋中，许多商品包邮。</li>
<li>发货后，物流单号和每一步配送进度都会显示在订单详情中。</li></ul>
<p>如未确认收货，订单将在发货 14 天后自动完成。</p>`,
      fr: `<p>Chaque boutique de {shop} expédie ses propres articles : une commande passée auprès de deux boutiques arrive en deux colis.</p>
<ul><li>Les boutiques expédient sous 1 à 3 jours ouvrés après la confirmation du paiement.</li>
<li>La livraison prend en général 3 à 7 jours ouvrés en Europe, en Amérique du Nord et en Asie de l’Est, et jusqu’à 14 jours ailleurs.</li>
<li>Les frais de port s’affichent dans le panier avant le paiement ; de nombreux articles sont livrés gratuitement.</li>
<li>Dès l’expédition, le numéro de suivi et chaque étape du trajet apparaissent dans le détail de la commande.</li></ul>
<p>Sans confirmation de réception de votre part, la commande est clôturée automatiquement 14 jours après l’expédition.</p>`,
      ja: `<p>{shop} では各ショップが自社の商品を発送します。2 つのショップの商品を含むご注文は、2 つの荷物に分かれて届きます。</p>
<ul><li>お支払いの確認後、1〜3 営業日以内に発送されます。</li>
<li>ヨーロッパ、北米、東アジアへは通常 3〜7 営業日、その他の地域へは最大 14 日かかります。</li>
<li>送料はお支払い前にカートに表示されます。送料無料の商品も多数あります。</li>
<li>発送後は、追跡番号と配送の各段階が注文詳細に表示されます。</li></ul>
<p>受け取り確認がない場合、ご注文は発送から 14 日後に自動的に完了となります。</p>`,
      ko: `<p>{shop}의 각 숍은 자체적으로 상품을 발송합니다. 두 숍의 상품을 함께 주문하면 두 개의 소포로 도착합니다.</p>
<ul><li>결제가 확인되면 숍은 영업일 기준 1~3일 이내에 발송합니다.</li>
<li>유럽, 북미, 동아시아는 보통 영업일 기준 3~7일, 그 밖의 지역은 최대 14일이 걸립니다.</li>
<li>배송비는 결제 전에 장바구니에 표시되며, 무료 배송 상품도 많습니다.</li>
<li>발송 후에는 운송장 번호와 배송 단계가 주문 상세에 표시됩니다.</li></ul>
<p>수령 확인을 하지 않으면 발송 14일 후 주문이 자동으로 완료됩니다.</p>`,
    },
  },
  {
    typeCode: 'help',
    code: 'returns',
    titles: { en: 'Returns and refunds', zh: '退货与退款', fr: 'Retours et remboursements', ja: '返品・返金', ko: '반품 및 환불' },
    contents: {
      en: `<p>Changed your mind or received the wrong piece? Open <em>My orders</em>, find the item and choose <strong>Apply for refund</strong>.</p>
<ul><li><strong>Refund only</strong>: for items that never arrived or arrived damaged.</li>
<li><strong>Refund and return</strong>: send the item back unworn, with its labels, after the request is approved.</li></ul>
<p>Describe the reason and add up to six photos. Requests are reviewed within 24 hours. Once approved and, for returns, once the shop has received the parcel, the amount goes back to your {shop} wallet.</p>`,
      zh: `<p>改变主意或收到错误的商品？打开<em>我的订单</em>，找到该商品并选择<strong>申请退款</strong>。</p>
<ul><li><strong>仅退款</strong>：适用于未收到或收到时已损坏的商品。</li>
<li><strong>退货退款</strong>：申请通过后，请将未穿着、吊牌完好的商品寄回。</li></ul>
<p>请说明原因，并可上传最多六张照片。申请会在 24 小时内审核。审核通过后（退货时需店铺收到包裹），款项将退回您的 {shop} 钱包。</p>`,
      fr: `<p>Vous avez changé d’avis ou reçu le mauvais article ? Ouvrez <em>Mes commandes</em>, trouvez l’article et choisissez <strong>Demander un remboursement</strong>.</p>
<ul><li><strong>Remboursement seul</strong> : pour un article jamais arrivé ou arrivé abîmé.</li>
<li><strong>Retour et remboursement</strong> : renvoyez l’article non porté, avec ses étiquettes, une fois la demande acceptée.</li></ul>
<p>Indiquez le motif et ajoutez jusqu’à six photos. Les demandes sont examinées sous 24 heures. Après acceptation et, pour un retour, réception du colis par la boutique, le montant est crédité sur votre portefeuille {shop}.</p>`,
      ja: `<p>気が変わった、または違う商品が届いた場合は、<em>注文履歴</em>から該当商品の<strong>返金を申請</strong>を選んでください。</p>
<ul><li><strong>返金のみ</strong>：商品が届かない、または破損して届いた場合。</li>
<li><strong>返品・返金</strong>：申請の承認後、未着用でタグの付いた状態の商品をご返送ください。</li></ul>
<p>理由をご記入のうえ、写真を 6 枚まで添付できます。申請は 24 時間以内に審査されます。承認後（返品の場合はショップが荷物を受け取った後）、金額は {shop} のウォレットに返金されます。</p>`,
      ko: `<p>마음이 바뀌었거나 다른 상품을 받으셨나요? <em>주문 내역</em>에서 해당 상품을 찾아 <strong>환불 신청</strong>을 선택하세요.</p>
<ul><li><strong>환불만</strong>: 상품이 도착하지 않았거나 파손되어 도착한 경우.</li>
<li><strong>반품 후 환불</strong>: 신청이 승인되면 착용하지 않고 태그가 달린 상태로 상품을 보내 주세요.</li></ul>
<p>사유를 적고 사진을 최대 6장까지 첨부할 수 있습니다. 신청은 24시간 이내에 검토됩니다. 승인 후(반품은 숍이 소포를 받은 후) 금액이 {shop} 지갑으로 환불됩니다.</p>`,
    },
  },
  {
    typeCode: 'help',
    code: 'payment',
    titles: { en: 'Payment methods', zh: '支付方式', fr: 'Moyens de paiement', ja: 'お支払い方法', ko: '결제 수단' },
    contents: {
      en: `<p>{shop} accepts the following payment methods:</p>
<ul><li><strong>Wallet balance</strong>: paid at once; you need a six-digit transaction password.</li>
<li><strong>Bank card</strong> and <strong>digital currency (USDT)</strong>: transfer the amount shown, then upload a screenshot of the payment.</li></ul>
<p>Payments by transfer are checked within 24 hours; the order shows <em>paid, awaiting review</em> meanwhile. Unpaid orders are cancelled when the payment countdown ends. Prices can be shown in several currencies; you always pay the amount displayed at checkout.</p>`,
      zh: `<p>{shop} 支持以下支付方式：</p>
<ul><li><strong>钱包余额</strong>：即时支付，需要设置六位数字交易密码。</li>
<li><strong>银行卡</strong>和<strong>数字货币（USDT）</strong>：转账所示金额后，上传付款截图。</li></ul>
<p>转账付款会在 24 小时内审核，审核期间订单显示<em>已付款，待审核</em>。付款倒计时结束仍未付款的订单将被取消。价格可用多种货币显示，实际支付金额以结账时显示为准。</p>`,
      fr: `<p>{shop} accepte les moyens de paiement suivants :</p>
<ul><li><strong>Solde du portefeuille</strong> : paiement immédiat, avec un mot de passe de transaction à six chiffres.</li>
<li><strong>Carte bancaire</strong> et <strong>monnaie numérique (USDT)</strong> : virez le montant indiqué, puis envoyez une capture d’écran du paiement.</li></ul>
<p>Les paiements par virement sont vérifiés sous 24 heures ; la commande affiche entre-temps <em>payée, en attente de vérification</em>. Une commande non payée est annulée à la fin du compte à rebours. Les prix peuvent s’afficher en plusieurs devises ; vous payez toujours le montant affiché lors du règlement.</p>`,
      ja: `<p>{shop} では次のお支払い方法をご利用いただけます。</p>
<ul><li><strong>ウォレット残高</strong>：即時に支払われます。6 桁の取引パスワードが必要です。</li>
<li><strong>銀行カード</strong>・<strong>デジタル通貨（USDT）</strong>：表示された金額を送金し、支払い画面のスクリーンショットをアップロードしてください。</li></ul>
<p>送金によるお支払いは 24 時間以内に確認され、その間ご注文は<em>支払い済み・審査待ち</em>と表示されます。支払い期限のカウントダウンが終わると、未払いのご注文はキャンセルされます。価格は複数の通貨で表示できますが、お支払い額は精算時に表示される金額です。</p>`,
      ko: `<p>{shop}에서는 다음 결제 수단을 사용할 수 있습니다.</p>
<ul><li><strong>지갑 잔액</strong>: 즉시 결제되며, 6자리 거래 비밀번호가 필요합니다.</li>
<li><strong>은행 카드</strong>와 <strong>디지털 화폐(USDT)</strong>: 표시된 금액을 송금한 뒤 결제 화면 캡처를 업로드하세요.</li></ul>
<p>송금 결제는 24시간 이내에 확인되며, 그동안 주문은 <em>결제 완료, 검토 대기</em>로 표시됩니다. 결제 카운트다운이 끝날 때까지 결제하지 않은 주문은 취소됩니다. 가격은 여러 통화로 볼 수 있지만, 실제 결제 금액은 결제 화면에 표시된 금액입니다.</p>`,
    },
  },
  {
    typeCode: 'help',
    code: 'size-guide',
    titles: { en: 'Size guide', zh: '尺码指南', fr: 'Guide des tailles', ja: 'サイズガイド', ko: '사이즈 가이드' },
    contents: {
      en: `<p>Measure over light clothing, tape snug but not tight. Between two sizes, take the larger one for a relaxed fit.</p>
${sizeTable(['Size', 'Chest (cm)', 'Waist (cm)'])}
<p>Each product page also lists the shop’s own measurements; they take precedence over this table.</p>`,
      zh: `<p>请穿着轻薄衣物测量，软尺贴合但不要勒紧。介于两个尺码之间时，想要宽松效果请选大一码。</p>
${sizeTable(['尺码', '胸围 (cm)', '腰围 (cm)'])}
<p>商品页面还会列出店铺自己的尺寸，以商品页面为准。</p>`,
      fr: `<p>Mesurez-vous en vêtements légers, mètre ajusté sans serrer. Entre deux tailles, prenez la plus grande pour une coupe ample.</p>
${sizeTable(['Taille', 'Poitrine (cm)', 'Taille (cm)'])}
<p>Chaque fiche produit indique aussi les mesures propres à la boutique ; elles priment sur ce tableau.</p>`,
      ja: `<p>薄手の服の上から、メジャーがぴったり沿う程度に測ってください。2 つのサイズの間の場合、ゆったり着たいときは大きい方をお選びください。</p>
${sizeTable(['サイズ', '胸囲 (cm)', 'ウエスト (cm)'])}
<p>各商品ページにはショップ独自の寸法も記載されており、そちらが優先されます。</p>`,
      ko: `<p>얇은 옷 위에서 줄자가 몸에 닿되 조이지 않게 재세요. 두 사이즈 사이라면 여유 있는 핏을 위해 큰 사이즈를 고르세요.</p>
${sizeTable(['사이즈', '가슴둘레 (cm)', '허리둘레 (cm)'])}
<p>상품 페이지에는 숍의 실측 사이즈도 나와 있으며, 그 정보가 이 표보다 우선합니다.</p>`,
    },
  },
  {
    typeCode: 'help',
    code: 'faq',
    titles: { en: 'Frequently asked questions', zh: '常见问题', fr: 'Questions fréquentes', ja: 'よくあるご質問', ko: '자주 묻는 질문' },
    contents: {
      en: `<h3>Can I change my order?</h3><p>While it is waiting for payment or dispatch, you can cancel it from <em>My orders</em> and order again.</p>
<h3>Why is my payment under review?</h3><p>Transfers are matched by hand against your screenshot. This takes up to 24 hours.</p>
<h3>How do I contact a shop?</h3><p>Use the contact button on the shop page or the chat in your order.</p>
<h3>I did not receive the email code.</h3><p>Check your spam folder and wait a minute before asking for a new code. Still nothing? Write to <a href="mailto:{email}">{email}</a>.</p>`,
      zh: `<h3>可以修改订单吗？</h3><p>订单在待付款或待发货状态时，可在<em>我的订单</em>中取消后重新下单。</p>
<h3>为什么我的付款在审核中？</h3><p>转账需人工核对您上传的截图，最长需要 24 小时。</p>
<h3>如何联系店铺？</h3><p>使用店铺页面上的联系按钮，或订单中的聊天功能。</p>
<h3>没有收到邮箱验证码？</h3><p>请检查垃圾邮件，并等待一分钟后再重新获取。仍未收到？请写信至 <a href="mailto:{email}">{email}</a>。</p>`,
      fr: `<h3>Puis-je modifier ma commande ?</h3><p>Tant qu’elle attend le paiement ou l’expédition, vous pouvez l’annuler depuis <em>Mes commandes</em> et commander de nouveau.</p>
<h3>Pourquoi mon paiement est-il en vérification ?</h3><p>Les virements sont rapprochés à la main de votre capture d’écran, sous 24 heures au plus.</p>
<h3>Comment contacter une boutique ?</h3><p>Utilisez le bouton de contact de la page boutique ou la messagerie de votre commande.</p>
<h3>Je n’ai pas reçu le code par e-mail.</h3><p>Vérifiez vos courriers indésirables et attendez une minute avant d’en demander un autre. Toujours rien ? Écrivez à <a href="mailto:{email}">{email}</a>.</p>`,
      ja: `<h3>注文内容を変更できますか？</h3><p>支払い待ちまたは発送待ちの間は、<em>注文履歴</em>からキャンセルして改めてご注文いただけます。</p>
<h3>支払いが審査中になっているのはなぜですか？</h3><p>送金はアップロードされたスクリーンショットと手作業で照合するため、最大 24 時間かかります。</p>
<h3>ショップに連絡するには？</h3><p>ショップページのお問い合わせボタン、またはご注文のチャットをご利用ください。</p>
<h3>メールの認証コードが届きません。</h3><p>迷惑メールフォルダをご確認のうえ、1 分ほど待ってから再送信してください。それでも届かない場合は <a href="mailto:{email}">{email}</a> までご連絡ください。</p>`,
      ko: `<h3>주문을 변경할 수 있나요?</h3><p>결제 대기 또는 발송 대기 중에는 <em>주문 내역</em>에서 취소한 뒤 다시 주문할 수 있습니다.</p>
<h3>결제가 왜 검토 중인가요?</h3><p>송금은 업로드하신 캡처와 직접 대조하므로 최대 24시간이 걸립니다.</p>
<h3>숍에 연락하려면?</h3><p>숍 페이지의 문의 버튼이나 주문의 채팅을 이용하세요.</p>
<h3>이메일 인증 코드를 받지 못했어요.</h3><p>스팸함을 확인하고 1분 정도 기다린 뒤 다시 요청하세요. 그래도 오지 않으면 <a href="mailto:{email}">{email}</a>로 문의해 주세요.</p>`,
    },
  },
  {
    typeCode: 'legal',
    code: 'privacy-policy',
    titles: {
      en: 'Privacy policy',
      zh: '隐私政策',
      fr: 'Politique de confidentialité',
      ja: 'プライバシーポリシー',
      ko: '개인정보 처리방침',
    },
    contents: {
      en: `<p>{shop} collects only what it needs to run your account and deliver your orders: your email, name, phone number, delivery addresses and order history.</p>
<ul><li>We share your name, phone and address with the shop that ships your order, and with nobody else except where the law requires it.</li>
<li>Passwords are stored as one-way hashes; we can never read them.</li>
<li>Cookies keep you signed in and remember your language and currency. We use no advertising trackers.</li>
<li>You can correct your details in <em>My account</em> and ask us to delete your account at <a href="mailto:{email}">{email}</a>.</li></ul>`,
      zh: `<p>{shop} 只收集运营您的账户和配送订单所需的信息：邮箱、姓名、电话号码、收货地址和订单记录。</p>
<ul><li>我们仅将您的姓名、电话和地址提供给为您发货的店铺，除法律要求外不与任何其他方共享。</li>
<li>密码以单向哈希形式保存，我们无法读取。</li>
<li>Cookie 仅用于保持登录状态并记住您的语言和货币，我们不使用任何广告追踪。</li>
<li>您可以在<em>我的账户</em>中更正信息，也可写信至 <a href="mailto:{email}">{email}</a> 要求删除账户。</li></ul>`,
      fr: `<p>{shop} ne collecte que ce qui est nécessaire pour gérer votre compte et livrer vos commandes : e-mail, nom, téléphone, adresses de livraison et historique de commandes.</p>
<ul><li>Nous communiquons votre nom, votre téléphone et votre adresse à la boutique qui expédie votre commande, et à personne d’autre sauf obligation légale.</li>
<li>Les mots de passe sont conservés sous forme d’empreintes irréversibles ; nous ne pouvons jamais les lire.</li>
<li>Les cookies vous gardent connecté et retiennent votre langue et votre devise. Aucun traceur publicitaire n’est utilisé.</li>
<li>Vous pouvez corriger vos informations dans <em>Mon compte</em> et demander la suppression de votre compte à <a href="mailto:{email}">{email}</a>.</li></ul>`,
      ja: `<p>{shop} は、アカウントの運営とご注文のお届けに必要な情報（メールアドレス、氏名、電話番号、お届け先、注文履歴）のみを収集します。</p>
<ul><li>氏名・電話番号・住所は、ご注文を発送するショップにのみ提供し、法令に基づく場合を除き第三者には提供しません。</li>
<li>パスワードは一方向ハッシュで保存され、当社が読み取ることはできません。</li>
<li>Cookie はログイン状態と言語・通貨の設定を保持するためにのみ使用し、広告トラッカーは使用しません。</li>
<li>登録情報は<em>マイアカウント</em>で修正でき、アカウントの削除は <a href="mailto:{email}">{email}</a> までご依頼ください。</li></ul>`,
      ko: `<p>{shop}는 계정 운영과 주문 배송에 필요한 정보(이메일, 이름, 전화번호, 배송지, 주문 내역)만 수집합니다.</p>
<ul><li>이름, 전화번호, 주소는 주문을 발송하는 숍에만 제공하며, 법령에 따른 경우를 제외하고 다른 누구와도 공유하지 않습니다.</li>
<li>비밀번호는 단방향 해시로 저장되어 저희도 읽을 수 없습니다.</li>
<li>쿠키는 로그인 유지와 언어·통화 설정 기억에만 쓰이며, 광고 추적 도구는 사용하지 않습니다.</li>
<li><em>내 계정</em>에서 정보를 수정할 수 있고, 계정 삭제는 <a href="mailto:{email}">{email}</a>로 요청하실 수 있습니다.</li></ul>`,
    },
  },
  {
    typeCode: 'legal',
    code: 'terms-and-conditions',
    titles: { en: 'Terms and conditions', zh: '条款和条件', fr: 'Conditions générales', ja: '利用規約', ko: '이용 약관' },
    contents: {
      en: `<p>{shop} is a marketplace: independent shops sell their items to you, and {shop} runs the platform, takes payments and handles disputes.</p>
<ol><li>You must give true contact and delivery details and keep your password to yourself.</li>
<li>A contract of sale is formed with the shop when your payment is confirmed.</li>
<li>Prices include taxes where the shop is required to charge them; the delivery fee is shown before payment.</li>
<li>Refunds follow our returns policy. Wallet balances can be used for purchases or withdrawn to a saved payout address.</li>
<li>Shops may not sell counterfeit goods. Report anything suspicious to <a href="mailto:{email}">{email}</a>.</li></ol>`,
      zh: `<p>{shop} 是一个商城平台：由独立店铺向您出售商品，{shop} 负责运营平台、收款并处理纠纷。</p>
<ol><li>您须提供真实的联系与收货信息，并妥善保管密码。</li>
<li>付款确认后，您与店铺之间的买卖合同即告成立。</li>
<li>价格已按店铺应缴税项含税；运费在付款前显示。</li>
<li>退款按我们的退货政策处理。钱包余额可用于购物，或提现至已保存的收款地址。</li>
<li>店铺不得销售假冒商品。如发现可疑情况，请写信至 <a href="mailto:{email}">{email}</a>。</li></ol>`,
      fr: `<p>{shop} est une place de marché : des boutiques indépendantes vous vendent leurs articles, et {shop} exploite la plateforme, encaisse les paiements et traite les litiges.</p>
<ol><li>Vous fournissez des coordonnées et une adresse de livraison exactes et gardez votre mot de passe pour vous.</li>
<li>Le contrat de vente avec la boutique est formé à la confirmation de votre paiement.</li>
<li>Les prix incluent les taxes que la boutique doit percevoir ; les frais de port sont affichés avant le paiement.</li>
<li>Les remboursements suivent notre politique de retour. Le solde du portefeuille sert aux achats ou peut être retiré vers une adresse de versement enregistrée.</li>
<li>Les boutiques ne peuvent pas vendre de contrefaçons. Signalez tout élément suspect à <a href="mailto:{email}">{email}</a>.</li></ol>`,
      ja: `<p>{shop} はマーケットプレイスです。独立したショップがお客様に商品を販売し、{shop} はプラットフォームの運営、代金の受領、紛争の対応を行います。</p>
<ol><li>正確な連絡先とお届け先を登録し、パスワードは第三者に知らせないでください。</li>
<li>売買契約は、お支払いが確認された時点でショップとの間に成立します。</li>
<li>価格にはショップが課税すべき税金が含まれます。送料はお支払い前に表示されます。</li>
<li>返金は返品ポリシーに従います。ウォレット残高はお買い物に使うか、登録済みの受取先へ出金できます。</li>
<li>ショップは偽造品を販売できません。不審な点は <a href="mailto:{email}">{email}</a> までお知らせください。</li></ol>`,
      ko: `<p>{shop}는 마켓플레이스입니다. 독립 숍이 고객에게 상품을 판매하고, {shop}는 플랫폼 운영, 대금 수납, 분쟁 처리를 맡습니다.</p>
<ol><li>정확한 연락처와 배송지를 입력하고 비밀번호는 본인만 알고 있어야 합니다.</li>
<li>매매 계약은 결제가 확인되는 시점에 숍과 체결됩니다.</li>
<li>가격에는 숍이 부과해야 하는 세금이 포함되며, 배송비는 결제 전에 표시됩니다.</li>
<li>환불은 반품 정책에 따릅니다. 지갑 잔액은 구매에 사용하거나 저장된 출금 계좌로 출금할 수 있습니다.</li>
<li>숍은 위조품을 판매할 수 없습니다. 의심스러운 점은 <a href="mailto:{email}">{email}</a>로 알려 주세요.</li></ol>`,
    },
  },
]
