import type { Language } from '../../contract/locale'

/**
 * Messages the service sends in `msg`, in every language of the storefront. `{field}` and
 * other braces are filled from the error's params.
 */
const catalog = {
  ok: { en: 'success', zh: '成功', fr: 'succès', ja: '成功', ko: '성공' },
  unauthorized: {
    en: 'Please log in again',
    zh: '请重新登录',
    fr: 'Veuillez vous reconnecter',
    ja: 'もう一度ログインしてください',
    ko: '다시 로그인해 주세요',
  },
  notFound: { en: 'Not found', zh: '未找到', fr: 'Introuvable', ja: '見つかりません', ko: '찾을 수 없습니다' },
  internal: {
    en: 'Something went wrong on our side. Please try again.',
    zh: '服务器出了点问题，请重试。',
    fr: 'Un problème est survenu de notre côté. Veuillez réessayer.',
    ja: 'サーバーで問題が発生しました。もう一度お試しください。',
    ko: '서버에 문제가 발생했습니다. 다시 시도해 주세요.',
  },
  tooManyRequests: {
    en: 'Too many requests. Please wait {seconds} s and try again.',
    zh: '请求过于频繁，请 {seconds} 秒后再试。',
    fr: 'Trop de demandes. Réessayez dans {seconds} s.',
    ja: 'リクエストが多すぎます。{seconds} 秒後にもう一度お試しください。',
    ko: '요청이 너무 많습니다. {seconds}초 후에 다시 시도해 주세요.',
  },
  fieldRequired: {
    en: '{field} is required',
    zh: '{field} 不能为空',
    fr: '{field} est obligatoire',
    ja: '{field} は必須です',
    ko: '{field}은(는) 필수입니다',
  },
  fieldInvalid: {
    en: '{field} is not valid',
    zh: '{field} 格式不正确',
    fr: '{field} n’est pas valide',
    ja: '{field} が正しくありません',
    ko: '{field}이(가) 올바르지 않습니다',
  },
  emailRequired: { en: 'Please enter your email', zh: '请输入邮箱', fr: 'Veuillez saisir votre e-mail', ja: 'メールアドレスを入力してください', ko: '이메일을 입력해 주세요' },
  emailInvalid: {
    en: 'The email format is incorrect',
    zh: '邮箱格式不正确',
    fr: 'Le format de l’e-mail est incorrect',
    ja: 'メールアドレスの形式が正しくありません',
    ko: '이메일 형식이 올바르지 않습니다',
  },
  passwordRequired: { en: 'Please enter your password', zh: '请输入密码', fr: 'Veuillez saisir votre mot de passe', ja: 'パスワードを入力してください', ko: '비밀번호를 입력해 주세요' },
  oldPasswordRequired: {
    en: 'Please enter your current password',
    zh: '请输入原密码',
    fr: 'Veuillez saisir votre mot de passe actuel',
    ja: '現在のパスワードを入力してください',
    ko: '현재 비밀번호를 입력해 주세요',
  },
  passwordLength: {
    en: 'Please enter 8 to 16 characters',
    zh: '请输入 8 到 16 个字符',
    fr: 'Veuillez saisir de 8 à 16 caractères',
    ja: '8〜16 文字で入力してください',
    ko: '8~16자를 입력해 주세요',
  },
  confirmRequired: { en: 'Please confirm your password', zh: '请确认密码', fr: 'Veuillez confirmer le mot de passe', ja: 'パスワードを再入力してください', ko: '비밀번호를 다시 입력해 주세요' },
  passwordsDiffer: { en: 'The passwords differ', zh: '两次密码不一致', fr: 'Les mots de passe diffèrent', ja: 'パスワードが一致しません', ko: '비밀번호가 일치하지 않습니다' },
  codeRequired: { en: 'Please enter the email code', zh: '请输入邮箱验证码', fr: 'Veuillez saisir le code reçu par e-mail', ja: 'メールの認証コードを入力してください', ko: '이메일 인증 코드를 입력해 주세요' },
  codeTooLong: { en: 'The email code has 6 digits', zh: '邮箱验证码为 6 位', fr: 'Le code e-mail comporte 6 chiffres', ja: '認証コードは 6 桁です', ko: '이메일 인증 코드는 6자리입니다' },
  captchaRequired: { en: 'Please enter the picture code', zh: '请输入图形验证码', fr: 'Veuillez saisir le code de l’image', ja: '画像認証コードを入力してください', ko: '그림 인증 코드를 입력해 주세요' },
  captchaTooLong: { en: 'The picture code has 4 characters', zh: '图形验证码为 4 位', fr: 'Le code de l’image comporte 4 caractères', ja: '画像認証コードは 4 文字です', ko: '그림 인증 코드는 4자입니다' },
  termsNotAccepted: {
    en: 'Please read and accept the terms and conditions',
    zh: '请阅读并同意条款和条件',
    fr: 'Veuillez lire et accepter les conditions générales',
    ja: '利用規約を読んで同意してください',
    ko: '이용 약관을 읽고 동의해 주세요',
  },
  sixDigits: { en: 'Please enter 6 pure numbers', zh: '请输入 6 位纯数字', fr: 'Veuillez saisir 6 chiffres', ja: '6 桁の数字を入力してください', ko: '숫자 6자리를 입력해 주세요' },
  emailTaken: {
    en: 'This email is already registered',
    zh: '该邮箱已注册',
    fr: 'Cet e-mail est déjà inscrit',
    ja: 'このメールアドレスは既に登録されています',
    ko: '이미 가입된 이메일입니다',
  },
  invalidMailbox: { en: 'invalid mailbox', zh: '邮箱无效', fr: 'adresse e-mail invalide', ja: '無効なメールアドレスです', ko: '유효하지 않은 이메일입니다' },
  emailCodeInvalid: {
    en: 'The email code is wrong or has expired',
    zh: '邮箱验证码错误或已过期',
    fr: 'Le code e-mail est erroné ou a expiré',
    ja: 'メールの認証コードが間違っているか期限切れです',
    ko: '이메일 인증 코드가 틀렸거나 만료되었습니다',
  },
  captchaInvalid: {
    en: 'The picture code is wrong or has expired',
    zh: '图形验证码错误或已过期',
    fr: 'Le code de l’image est erroné ou a expiré',
    ja: '画像認証コードが間違っているか期限切れです',
    ko: '그림 인증 코드가 틀렸거나 만료되었습니다',
  },
  loginFailed: {
    en: 'Wrong email or password',
    zh: '邮箱或密码错误',
    fr: 'E-mail ou mot de passe erroné',
    ja: 'メールアドレスまたはパスワードが違います',
    ko: '이메일 또는 비밀번호가 틀렸습니다',
  },
  loginThrottled: {
    en: 'Too many failed attempts. Please try again in {seconds} s.',
    zh: '失败次数过多，请 {seconds} 秒后再试。',
    fr: 'Trop d’échecs. Réessayez dans {seconds} s.',
    ja: '失敗が多すぎます。{seconds} 秒後にもう一度お試しください。',
    ko: '실패 횟수가 너무 많습니다. {seconds}초 후에 다시 시도해 주세요.',
  },
  codeResendTooSoon: {
    en: 'A code was just sent. Please wait {seconds} s before asking again.',
    zh: '验证码刚刚已发送，请 {seconds} 秒后再试。',
    fr: 'Un code vient d’être envoyé. Attendez {seconds} s avant d’en redemander un.',
    ja: 'コードを送信したばかりです。{seconds} 秒待ってから再度お試しください。',
    ko: '방금 코드를 보냈습니다. {seconds}초 후에 다시 요청해 주세요.',
  },
  oldPasswordWrong: {
    en: 'The current password is wrong',
    zh: '原密码错误',
    fr: 'Le mot de passe actuel est erroné',
    ja: '現在のパスワードが違います',
    ko: '현재 비밀번호가 틀렸습니다',
  },
  unknownAccount: {
    en: 'No account uses this email',
    zh: '该邮箱尚未注册',
    fr: 'Aucun compte n’utilise cet e-mail',
    ja: 'このメールアドレスのアカウントはありません',
    ko: '이 이메일로 가입된 계정이 없습니다',
  },
  uploadNotImage: {
    en: 'Only image files can be uploaded',
    zh: '只能上传图片文件',
    fr: 'Seules les images peuvent être envoyées',
    ja: '画像ファイルのみアップロードできます',
    ko: '이미지 파일만 업로드할 수 있습니다',
  },
  uploadTooLarge: {
    en: 'The image is larger than 10 MB',
    zh: '图片不能超过 10 MB',
    fr: 'L’image dépasse 10 Mo',
    ja: '画像は 10 MB 以下にしてください',
    ko: '이미지는 10MB 이하여야 합니다',
  },
  uploadMissing: { en: 'Please choose a file', zh: '请选择文件', fr: 'Veuillez choisir un fichier', ja: 'ファイルを選択してください', ko: '파일을 선택해 주세요' },
  unknownTenant: { en: 'Unknown marketplace', zh: '未知的商城', fr: 'Boutique inconnue', ja: '不明なマーケットです', ko: '알 수 없는 마켓입니다' },
  unknownSetting: { en: 'Unknown setting {field}', zh: '未知的设置 {field}', fr: 'Paramètre inconnu {field}', ja: '不明な設定 {field}', ko: '알 수 없는 설정 {field}' },
  mailCodeSubject: {
    en: '{code} is your {tenant} verification code',
    zh: '{code} 是您的 {tenant} 验证码',
    fr: '{code} est votre code de vérification {tenant}',
    ja: '{code} は {tenant} の認証コードです',
    ko: '{code}은(는) {tenant} 인증 코드입니다',
  },
  mailCodeRegister: {
    en: 'Welcome to {tenant}! Your code to finish signing up is {code}. It is valid for {minutes} minutes.',
    zh: '欢迎来到 {tenant}！您的注册验证码是 {code}，{minutes} 分钟内有效。',
    fr: 'Bienvenue sur {tenant} ! Votre code pour terminer l’inscription est {code}. Il est valable {minutes} minutes.',
    ja: '{tenant} へようこそ！登録を完了するための認証コードは {code} です。有効期限は {minutes} 分です。',
    ko: '{tenant}에 오신 것을 환영합니다! 가입을 완료하는 인증 코드는 {code}입니다. {minutes}분 동안 유효합니다.',
  },
  mailCodeReset: {
    en: 'Your {tenant} code to reset your password is {code}. It is valid for {minutes} minutes. If you did not ask for it, ignore this mail.',
    zh: '您在 {tenant} 重置密码的验证码是 {code}，{minutes} 分钟内有效。如非本人操作，请忽略此邮件。',
    fr: 'Votre code {tenant} pour réinitialiser votre mot de passe est {code}. Il est valable {minutes} minutes. Si vous ne l’avez pas demandé, ignorez ce message.',
    ja: '{tenant} のパスワード再設定用の認証コードは {code} です。有効期限は {minutes} 分です。心当たりがない場合はこのメールを無視してください。',
    ko: '{tenant} 비밀번호 재설정 인증 코드는 {code}입니다. {minutes}분 동안 유효합니다. 요청하지 않으셨다면 이 메일을 무시하세요.',
  },
  mailCodePayPassword: {
    en: 'Your {tenant} code for your transaction password is {code}. It is valid for {minutes} minutes. If you did not ask for it, ignore this mail.',
    zh: '您在 {tenant} 设置交易密码的验证码是 {code}，{minutes} 分钟内有效。如非本人操作，请忽略此邮件。',
    fr: 'Votre code {tenant} pour votre mot de passe de transaction est {code}. Il est valable {minutes} minutes. Si vous ne l’avez pas demandé, ignorez ce message.',
    ja: '{tenant} の取引パスワード用の認証コードは {code} です。有効期限は {minutes} 分です。心当たりがない場合はこのメールを無視してください。',
    ko: '{tenant} 거래 비밀번호 인증 코드는 {code}입니다. {minutes}분 동안 유효합니다. 요청하지 않으셨다면 이 메일을 무시하세요.',
  },
  productUnavailable: {
    en: 'This product is no longer available',
    zh: '该商品已下架',
    fr: 'Ce produit n’est plus disponible',
    ja: 'この商品は現在取り扱っていません',
    ko: '더 이상 판매하지 않는 상품입니다',
  },
  ownShopOrder: {
    en: 'shop users cannot order in their own shop',
    zh: '店铺用户不能在自己的店铺下单',
    fr: 'les vendeurs ne peuvent pas commander dans leur propre boutique',
    ja: 'ショップ運営者は自分のショップで注文できません',
    ko: '상점 운영자는 자신의 상점에서 주문할 수 없습니다',
  },
  outOfStock: {
    en: 'Not enough stock: {stock} left',
    zh: '库存不足：仅剩 {stock} 件',
    fr: 'Stock insuffisant : il en reste {stock}',
    ja: '在庫が不足しています（残り {stock} 点）',
    ko: '재고가 부족합니다: {stock}개 남음',
  },
  cartCountLimit: {
    en: 'At most {max} pieces of an item per cart',
    zh: '每件商品最多可加入 {max} 件',
    fr: '{max} pièces au plus par article dans le panier',
    ja: '1 商品につき最大 {max} 点までです',
    ko: '상품당 최대 {max}개까지 담을 수 있습니다',
  },
} satisfies Record<string, Record<Language, string>>

export type MessageKey = keyof typeof catalog

export function message(key: MessageKey, lang: Language, params: Record<string, string | number> = {}): string {
  const text = catalog[key][lang] ?? catalog[key].en
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''))
}

export const isMessageKey = (key: string): key is MessageKey => key in catalog
