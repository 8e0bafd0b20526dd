import { shopApplicationLimits } from '../../../contract/shopApplication'
import type { ArticleSeed } from './help'

/** The shop agreement a merchant application must accept (docs/behaviour.md#shop-application), in the five languages. */
export const shopAgreement: ArticleSeed = {
  typeCode: 'legal',
  code: shopApplicationLimits.agreementArticleCode,
  titles: { en: 'Shop agreement', zh: '店铺协议', fr: 'Contrat de boutique', ja: 'ショップ出店規約', ko: '상점 입점 약관' },
  contents: {
    en: `<p>By opening a shop on {shop} you agree to:</p>
<ol><li>Sell only genuine pieces you are entitled to sell, described and photographed as they are.</li>
<li>Ship paid orders within three working days and give a tracking number.</li>
<li>Accept refunds and returns as the after-sale policy of {shop} sets them out.</li>
<li>Keep your identity documents up to date; {shop} may ask for them again.</li></ol>
<p>{shop} may close a shop that breaks this agreement. Questions: {email}.</p>`,
    zh: `<p>在 {shop} 开设店铺，即表示您同意：</p>
<ol><li>只销售您有权销售的正品，并如实描述和拍摄商品。</li>
<li>在三个工作日内发出已付款订单，并提供物流单号。</li>
<li>按照 {shop} 的售后政策接受退款和退货。</li>
<li>保持身份证件信息最新；{shop} 可能会再次要求您提供。</li></ol>
<p>违反本协议的店铺可能会被 {shop} 关闭。如有疑问，请联系：{email}。</p>`,
    fr: `<p>En ouvrant une boutique sur {shop}, vous vous engagez à :</p>
<ol><li>Ne vendre que des pièces authentiques que vous avez le droit de vendre, décrites et photographiées telles qu’elles sont.</li>
<li>Expédier les commandes payées sous trois jours ouvrés avec un numéro de suivi.</li>
<li>Accepter les remboursements et retours selon la politique après-vente de {shop}.</li>
<li>Tenir vos pièces d’identité à jour ; {shop} peut vous les demander à nouveau.</li></ol>
<p>{shop} peut fermer une boutique qui ne respecte pas ce contrat. Questions : {email}.</p>`,
    ja: `<p>{shop} にショップを開設することで、以下に同意したものとみなされます。</p>
<ol><li>販売する権利のある正規品のみを、実物どおりの説明と写真で販売すること。</li>
<li>支払い済みの注文を 3 営業日以内に発送し、追跡番号を登録すること。</li>
<li>{shop} のアフターサービス規定に従って返金・返品に応じること。</li>
<li>本人確認書類を最新の状態に保つこと。{shop} から再提出を求める場合があります。</li></ol>
<p>本規約に違反したショップは {shop} により閉鎖される場合があります。お問い合わせ：{email}</p>`,
    ko: `<p>{shop}에 상점을 개설하면 다음 사항에 동의하게 됩니다.</p>
<ol><li>판매 권한이 있는 정품만 실제와 같은 설명과 사진으로 판매합니다.</li>
<li>결제된 주문은 영업일 기준 3일 이내에 발송하고 운송장 번호를 등록합니다.</li>
<li>{shop}의 애프터서비스 정책에 따라 환불 및 반품을 받아들입니다.</li>
<li>신분증 정보를 최신 상태로 유지합니다. {shop}이 다시 요청할 수 있습니다.</li></ol>
<p>이 약관을 위반한 상점은 {shop}이 폐쇄할 수 있습니다. 문의: {email}</p>`,
  },
}
