import type { ContentPageSlug, Locale } from '@sportsbook/contracts';

export interface PageText {
  title: string;
  description: string;
  /** Paragraphs; `{name}` is the brand's name. */
  body: readonly string[];
  /** The words of a link to the player's own safer-gambling tools (/account/safer-play), on the page about them. */
  toolsLink?: string;
}

export type PageTexts = Readonly<Record<Locale, Readonly<Record<ContentPageSlug, PageText>>>>;

/** The information pages' words in the eight site languages (see content-pages.ts). */
export const CONTENT_PAGE_TEXTS: PageTexts = {
  en: {
    vip: {
      title: 'VIP club',
      description: 'Rewards, a personal manager and faster withdrawals for our most loyal players.',
      body: [
        '{name} VIP members get a personal account manager, faster withdrawals and invitations to events.',
        'Membership is by invitation, based on your play over the last three months. Set limits first: being VIP never changes them.',
      ],
    },
    help: {
      title: 'Help and support',
      description: 'Answers to common questions and how to contact our support team.',
      body: [
        'Our support team answers around the clock by chat and by email at support@example.com.',
        'Bets, deposits and withdrawals are listed in your account. A settled bet shows its result and its return in My Bets.',
      ],
    },
    'responsible-gambling': {
      title: 'Responsible gambling',
      description: 'Tools to keep gambling fun: limits, time-outs and self-exclusion.',
      body: [
        'Gambling should be entertainment, never a way to make money. Only bet what you can afford to lose.',
        'In your account you can set deposit, loss and stake limits, a reminder of how long you play and a session limit, and take a time-out or exclude yourself, whenever you choose.',
      ],
      toolsLink: 'Your safer gambling tools',
    },
    terms: {
      title: 'Terms and conditions',
      description: 'The rules that apply to your account and your bets.',
      body: [
        'By opening an account with {name} you confirm that you are over 18 and that the information you give is true.',
        'A bet is accepted when it appears in My Bets. Returns are paid at the odds accepted, and bets on void events are refunded.',
      ],
    },
    privacy: {
      title: 'Privacy policy',
      description: 'What personal data we keep, why, and your rights over it.',
      body: [
        '{name} keeps the data needed to run your account, meet the law and keep gambling safe, and never sells it.',
        'You can ask for a copy of your data or for its deletion where the law allows, by writing to our support team.',
      ],
    },
    cookies: {
      title: 'Cookie policy',
      description: 'The cookies this site uses and why.',
      body: [
        'We use a session cookie to keep you logged in, and a few cookies that remember your choices, such as your language.',
        'We do not use advertising cookies. Clearing your cookies logs you out and resets those choices.',
      ],
    },
    join: {
      title: 'How to join',
      description: 'Open an account with {name} in a few minutes.',
      body: [
        'Online registration is coming soon. Until then our support team opens your account for you: write to support@example.com with your name and country.',
        'You must be over 18. You will be asked to confirm your identity before your first withdrawal.',
      ],
    },
  },
  es: {
    vip: {
      title: 'Club VIP',
      description: 'Recompensas, un gestor personal y retiros más rápidos para nuestros jugadores más fieles.',
      body: [
        'Los miembros VIP de {name} tienen un gestor de cuenta personal, retiros más rápidos e invitaciones a eventos.',
        'La membresía es por invitación, según tu juego de los últimos tres meses. Fija antes tus límites: ser VIP nunca los cambia.',
      ],
    },
    help: {
      title: 'Ayuda y soporte',
      description: 'Respuestas a las preguntas frecuentes y cómo contactar con nuestro equipo de soporte.',
      body: [
        'Nuestro equipo de soporte responde a todas horas por chat y por correo en support@example.com.',
        'Tus apuestas, depósitos y retiros aparecen en tu cuenta. Una apuesta liquidada muestra su resultado y su ganancia en Mis apuestas.',
      ],
    },
    'responsible-gambling': {
      title: 'Juego responsable',
      description: 'Herramientas para que el juego siga siendo divertido: límites, pausas y autoexclusión.',
      body: [
        'El juego debe ser un entretenimiento, nunca una forma de ganar dinero. Apuesta solo lo que puedas permitirte perder.',
        'En tu cuenta puedes fijar límites de depósito, de pérdidas y de apuestas, un recordatorio del tiempo que juegas y un límite de sesión, y tomar una pausa o autoexcluirte cuando quieras.',
      ],
      toolsLink: 'Tus herramientas de juego más seguro',
    },
    terms: {
      title: 'Términos y condiciones',
      description: 'Las reglas que se aplican a tu cuenta y a tus apuestas.',
      body: [
        'Al abrir una cuenta en {name} confirmas que eres mayor de 18 años y que la información que das es verdadera.',
        'Una apuesta queda aceptada cuando aparece en Mis apuestas. Las ganancias se pagan a la cuota aceptada y las apuestas de eventos anulados se reembolsan.',
      ],
    },
    privacy: {
      title: 'Política de privacidad',
      description: 'Qué datos personales guardamos, por qué y tus derechos sobre ellos.',
      body: [
        '{name} guarda los datos necesarios para gestionar tu cuenta, cumplir la ley y mantener el juego seguro, y nunca los vende.',
        'Puedes pedir una copia de tus datos o su eliminación cuando la ley lo permita, escribiendo a nuestro equipo de soporte.',
      ],
    },
    cookies: {
      title: 'Política de cookies',
      description: 'Las cookies que usa este sitio y por qué.',
      body: [
        'Usamos una cookie de sesión para mantenerte conectado y algunas cookies que recuerdan tus preferencias, como tu idioma.',
        'No usamos cookies publicitarias. Si borras tus cookies, se cierra tu sesión y se restablecen esas preferencias.',
      ],
    },
    join: {
      title: 'Cómo registrarse',
      description: 'Abre una cuenta en {name} en pocos minutos.',
      body: [
        'El registro en línea llegará pronto. Mientras tanto, nuestro equipo de soporte abre tu cuenta: escribe a support@example.com con tu nombre y tu país.',
        'Debes ser mayor de 18 años. Te pediremos que confirmes tu identidad antes de tu primer retiro.',
      ],
    },
  },
  fr: {
    vip: {
      title: 'Club VIP',
      description: 'Des récompenses, un gestionnaire dédié et des retraits plus rapides pour nos joueurs les plus fidèles.',
      body: [
        'Les membres VIP de {name} bénéficient d’un gestionnaire de compte dédié, de retraits plus rapides et d’invitations à des événements.',
        'L’adhésion se fait sur invitation, selon votre jeu des trois derniers mois. Fixez d’abord vos limites : être VIP ne les change jamais.',
      ],
    },
    help: {
      title: 'Aide et assistance',
      description: 'Réponses aux questions fréquentes et comment contacter notre service client.',
      body: [
        'Notre service client répond à toute heure par chat et par e-mail à support@example.com.',
        'Vos paris, dépôts et retraits figurent dans votre compte. Un pari réglé indique son résultat et son gain dans Mes paris.',
      ],
    },
    'responsible-gambling': {
      title: 'Jeu responsable',
      description: 'Des outils pour que le jeu reste un plaisir : limites, pauses et auto-exclusion.',
      body: [
        'Le jeu doit rester un divertissement, jamais un moyen de gagner de l’argent. Ne misez que ce que vous pouvez vous permettre de perdre.',
        'Dans votre compte, vous pouvez fixer des limites de dépôt, de pertes et de mises, un rappel de votre temps de jeu et une durée de session, et faire une pause ou vous auto-exclure quand vous le souhaitez.',
      ],
      toolsLink: 'Vos outils de jeu responsable',
    },
    terms: {
      title: 'Conditions générales',
      description: 'Les règles qui s’appliquent à votre compte et à vos paris.',
      body: [
        'En ouvrant un compte chez {name}, vous confirmez avoir plus de 18 ans et que les informations fournies sont exactes.',
        'Un pari est accepté lorsqu’il apparaît dans Mes paris. Les gains sont payés à la cote acceptée et les paris sur des événements annulés sont remboursés.',
      ],
    },
    privacy: {
      title: 'Politique de confidentialité',
      description: 'Les données personnelles que nous conservons, pourquoi, et vos droits.',
      body: [
        '{name} conserve les données nécessaires à la gestion de votre compte, au respect de la loi et à la sécurité du jeu, et ne les vend jamais.',
        'Vous pouvez demander une copie de vos données ou leur suppression lorsque la loi le permet, en écrivant à notre service client.',
      ],
    },
    cookies: {
      title: 'Politique relative aux cookies',
      description: 'Les cookies utilisés par ce site et pourquoi.',
      body: [
        'Nous utilisons un cookie de session pour vous garder connecté et quelques cookies qui retiennent vos choix, comme votre langue.',
        'Nous n’utilisons pas de cookies publicitaires. Effacer vos cookies vous déconnecte et réinitialise ces choix.',
      ],
    },
    join: {
      title: 'Comment s’inscrire',
      description: 'Ouvrez un compte chez {name} en quelques minutes.',
      body: [
        'L’inscription en ligne arrive bientôt. En attendant, notre service client ouvre votre compte : écrivez à support@example.com avec votre nom et votre pays.',
        'Vous devez avoir plus de 18 ans. Une pièce d’identité vous sera demandée avant votre premier retrait.',
      ],
    },
  },
  pt: {
    vip: {
      title: 'Clube VIP',
      description: 'Recompensas, um gestor pessoal e levantamentos mais rápidos para os nossos jogadores mais fiéis.',
      body: [
        'Os membros VIP da {name} têm um gestor de conta pessoal, levantamentos mais rápidos e convites para eventos.',
        'A adesão é por convite, com base no seu jogo dos últimos três meses. Defina primeiro os seus limites: ser VIP nunca os altera.',
      ],
    },
    help: {
      title: 'Ajuda e apoio',
      description: 'Respostas às perguntas frequentes e como contactar a nossa equipa de apoio.',
      body: [
        'A nossa equipa de apoio responde a qualquer hora por chat e por e-mail em support@example.com.',
        'As suas apostas, depósitos e levantamentos constam da sua conta. Uma aposta liquidada mostra o resultado e o retorno em As minhas apostas.',
      ],
    },
    'responsible-gambling': {
      title: 'Jogo responsável',
      description: 'Ferramentas para manter o jogo divertido: limites, pausas e autoexclusão.',
      body: [
        'O jogo deve ser entretenimento, nunca uma forma de ganhar dinheiro. Aposte apenas o que pode perder.',
        'Na sua conta pode definir limites de depósito, de perdas e de apostas, um lembrete do tempo que joga e um limite de sessão, e fazer uma pausa ou autoexcluir-se quando quiser.',
      ],
      toolsLink: 'As suas ferramentas de jogo mais seguro',
    },
    terms: {
      title: 'Termos e condições',
      description: 'As regras que se aplicam à sua conta e às suas apostas.',
      body: [
        'Ao abrir uma conta na {name} confirma que tem mais de 18 anos e que as informações que dá são verdadeiras.',
        'Uma aposta é aceite quando aparece em As minhas apostas. Os retornos são pagos à odd aceite e as apostas em eventos anulados são reembolsadas.',
      ],
    },
    privacy: {
      title: 'Política de privacidade',
      description: 'Que dados pessoais guardamos, porquê, e os seus direitos sobre eles.',
      body: [
        'A {name} guarda os dados necessários para gerir a sua conta, cumprir a lei e manter o jogo seguro, e nunca os vende.',
        'Pode pedir uma cópia dos seus dados ou a sua eliminação quando a lei o permita, escrevendo à nossa equipa de apoio.',
      ],
    },
    cookies: {
      title: 'Política de cookies',
      description: 'Os cookies que este site usa e porquê.',
      body: [
        'Usamos um cookie de sessão para manter a sua sessão iniciada e alguns cookies que guardam as suas escolhas, como o idioma.',
        'Não usamos cookies de publicidade. Apagar os seus cookies termina a sessão e repõe essas escolhas.',
      ],
    },
    join: {
      title: 'Como registar-se',
      description: 'Abra uma conta na {name} em poucos minutos.',
      body: [
        'O registo online chega em breve. Até lá, a nossa equipa de apoio abre a sua conta: escreva para support@example.com com o seu nome e país.',
        'Tem de ter mais de 18 anos. Ser-lhe-á pedido que confirme a sua identidade antes do primeiro levantamento.',
      ],
    },
  },
  vi: {
    vip: {
      title: 'Câu lạc bộ VIP',
      description: 'Phần thưởng, người quản lý riêng và rút tiền nhanh hơn cho những người chơi trung thành nhất.',
      body: [
        'Thành viên VIP của {name} có người quản lý tài khoản riêng, rút tiền nhanh hơn và được mời tham dự sự kiện.',
        'Tư cách thành viên theo lời mời, dựa trên hoạt động chơi của bạn trong ba tháng gần nhất. Hãy đặt giới hạn trước: là VIP không bao giờ thay đổi chúng.',
      ],
    },
    help: {
      title: 'Trợ giúp và hỗ trợ',
      description: 'Giải đáp các câu hỏi thường gặp và cách liên hệ đội ngũ hỗ trợ.',
      body: [
        'Đội ngũ hỗ trợ của chúng tôi trả lời suốt ngày đêm qua trò chuyện và qua email support@example.com.',
        'Cược, nạp tiền và rút tiền của bạn được liệt kê trong tài khoản. Cược đã thanh toán hiển thị kết quả và tiền thắng trong Cược của tôi.',
      ],
    },
    'responsible-gambling': {
      title: 'Cá cược có trách nhiệm',
      description: 'Công cụ giúp cá cược luôn vui vẻ: giới hạn, tạm nghỉ và tự loại trừ.',
      body: [
        'Cá cược nên là giải trí, không bao giờ là cách kiếm tiền. Chỉ cược số tiền bạn có thể chấp nhận mất.',
        'Trong tài khoản, bạn có thể đặt giới hạn nạp tiền, thua và cược, lời nhắc thời gian chơi và giới hạn phiên, cũng như tạm nghỉ hoặc tự loại trừ bất cứ khi nào bạn muốn.',
      ],
      toolsLink: 'Công cụ chơi có trách nhiệm của bạn',
    },
    terms: {
      title: 'Điều khoản và điều kiện',
      description: 'Các quy định áp dụng cho tài khoản và cược của bạn.',
      body: [
        'Khi mở tài khoản tại {name}, bạn xác nhận mình trên 18 tuổi và thông tin bạn cung cấp là đúng sự thật.',
        'Cược được chấp nhận khi xuất hiện trong Cược của tôi. Tiền thắng được trả theo tỷ lệ cược đã chấp nhận và cược vào sự kiện bị hủy được hoàn lại.',
      ],
    },
    privacy: {
      title: 'Chính sách bảo mật',
      description: 'Dữ liệu cá nhân chúng tôi lưu giữ, lý do và quyền của bạn.',
      body: [
        '{name} lưu giữ dữ liệu cần thiết để vận hành tài khoản, tuân thủ pháp luật và giữ an toàn cho việc cá cược, và không bao giờ bán dữ liệu đó.',
        'Bạn có thể yêu cầu bản sao dữ liệu hoặc yêu cầu xóa dữ liệu khi pháp luật cho phép, bằng cách viết cho đội ngũ hỗ trợ.',
      ],
    },
    cookies: {
      title: 'Chính sách cookie',
      description: 'Các cookie trang này sử dụng và lý do.',
      body: [
        'Chúng tôi dùng cookie phiên để giữ bạn đăng nhập và một vài cookie ghi nhớ lựa chọn của bạn, như ngôn ngữ.',
        'Chúng tôi không dùng cookie quảng cáo. Xóa cookie sẽ đăng xuất bạn và đặt lại các lựa chọn đó.',
      ],
    },
    join: {
      title: 'Cách đăng ký',
      description: 'Mở tài khoản tại {name} chỉ trong vài phút.',
      body: [
        'Đăng ký trực tuyến sẽ sớm ra mắt. Trong lúc chờ, đội ngũ hỗ trợ sẽ mở tài khoản cho bạn: hãy gửi email tới support@example.com kèm tên và quốc gia của bạn.',
        'Bạn phải trên 18 tuổi. Bạn sẽ được yêu cầu xác minh danh tính trước lần rút tiền đầu tiên.',
      ],
    },
  },
  th: {
    vip: {
      title: 'คลับ VIP',
      description: 'รางวัล ผู้จัดการส่วนตัว และการถอนเงินที่เร็วขึ้นสำหรับผู้เล่นที่ภักดีที่สุดของเรา',
      body: [
        'สมาชิก VIP ของ {name} ได้รับผู้จัดการบัญชีส่วนตัว การถอนเงินที่เร็วขึ้น และคำเชิญเข้าร่วมกิจกรรม',
        'การเป็นสมาชิกเป็นแบบเชิญ โดยพิจารณาจากการเล่นของคุณในสามเดือนที่ผ่านมา โปรดตั้งขีดจำกัดก่อน การเป็น VIP จะไม่เปลี่ยนขีดจำกัดเหล่านั้น',
      ],
    },
    help: {
      title: 'ความช่วยเหลือและการสนับสนุน',
      description: 'คำตอบสำหรับคำถามที่พบบ่อยและวิธีติดต่อทีมสนับสนุนของเรา',
      body: [
        'ทีมสนับสนุนของเราตอบตลอด 24 ชั่วโมงทางแชทและทางอีเมล support@example.com',
        'การเดิมพัน การฝาก และการถอนของคุณแสดงอยู่ในบัญชี การเดิมพันที่ชำระแล้วจะแสดงผลและเงินที่ได้รับในการเดิมพันของฉัน',
      ],
    },
    'responsible-gambling': {
      title: 'การเดิมพันอย่างมีความรับผิดชอบ',
      description: 'เครื่องมือที่ช่วยให้การเดิมพันสนุกอยู่เสมอ: ขีดจำกัด การพักชั่วคราว และการกีดกันตนเอง',
      body: [
        'การเดิมพันควรเป็นความบันเทิง ไม่ใช่วิธีหาเงิน เดิมพันเฉพาะจำนวนที่คุณเสียได้เท่านั้น',
        'ในบัญชีของคุณ คุณสามารถตั้งวงเงินฝาก วงเงินเสีย และวงเงินเดิมพัน การเตือนเวลาที่เล่น และจำกัดเวลาเซสชัน รวมถึงพักการเล่นหรือระงับตนเองได้ทุกเมื่อ',
      ],
      toolsLink: 'เครื่องมือการเล่นอย่างรับผิดชอบของคุณ',
    },
    terms: {
      title: 'ข้อกำหนดและเงื่อนไข',
      description: 'กฎที่ใช้กับบัญชีและการเดิมพันของคุณ',
      body: [
        'เมื่อเปิดบัญชีกับ {name} คุณยืนยันว่าคุณมีอายุเกิน 18 ปี และข้อมูลที่ให้เป็นความจริง',
        'การเดิมพันได้รับการยอมรับเมื่อปรากฏในการเดิมพันของฉัน เงินรางวัลจ่ายตามอัตราต่อรองที่ยอมรับ และการเดิมพันในรายการที่เป็นโมฆะจะได้รับเงินคืน',
      ],
    },
    privacy: {
      title: 'นโยบายความเป็นส่วนตัว',
      description: 'ข้อมูลส่วนบุคคลที่เราเก็บ เหตุผล และสิทธิ์ของคุณ',
      body: [
        '{name} เก็บข้อมูลที่จำเป็นในการดูแลบัญชีของคุณ ปฏิบัติตามกฎหมาย และรักษาความปลอดภัยในการเดิมพัน และไม่เคยขายข้อมูลนั้น',
        'คุณสามารถขอสำเนาข้อมูลหรือขอให้ลบข้อมูลได้เมื่อกฎหมายอนุญาต โดยเขียนถึงทีมสนับสนุนของเรา',
      ],
    },
    cookies: {
      title: 'นโยบายคุกกี้',
      description: 'คุกกี้ที่เว็บไซต์นี้ใช้และเหตุผล',
      body: [
        'เราใช้คุกกี้เซสชันเพื่อให้คุณเข้าสู่ระบบอยู่ และคุกกี้บางตัวที่จดจำตัวเลือกของคุณ เช่น ภาษา',
        'เราไม่ใช้คุกกี้โฆษณา การล้างคุกกี้จะทำให้คุณออกจากระบบและรีเซ็ตตัวเลือกเหล่านั้น',
      ],
    },
    join: {
      title: 'วิธีสมัครสมาชิก',
      description: 'เปิดบัญชีกับ {name} ได้ในไม่กี่นาที',
      body: [
        'การสมัครออนไลน์จะเปิดให้บริการเร็ว ๆ นี้ ระหว่างนี้ทีมสนับสนุนของเราจะเปิดบัญชีให้คุณ: ส่งอีเมลถึง support@example.com พร้อมชื่อและประเทศของคุณ',
        'คุณต้องมีอายุเกิน 18 ปี และจะต้องยืนยันตัวตนก่อนการถอนเงินครั้งแรก',
      ],
    },
  },
  zh: {
    vip: {
      title: 'VIP 俱乐部',
      description: '为最忠实的玩家提供奖励、专属经理和更快的提款。',
      body: [
        '{name} VIP 会员享有专属客户经理、更快的提款和活动邀请。',
        '会员资格仅限受邀，依据您过去三个月的投注情况。请先设定限额：成为 VIP 不会改变这些限额。',
      ],
    },
    help: {
      title: '帮助与支持',
      description: '常见问题解答以及如何联系我们的客服团队。',
      body: [
        '我们的客服团队全天候通过在线聊天和电子邮件 support@example.com 为您解答。',
        '您的投注、存款和提款都列在账户中。已结算的投注会在我的注单中显示结果和返还金额。',
      ],
    },
    'responsible-gambling': {
      title: '负责任博彩',
      description: '让博彩保持乐趣的工具：限额、暂停和自我排除。',
      body: [
        '博彩应当是娱乐，而不是赚钱的方式。只投注您输得起的金额。',
        '您可以随时在账户中设定存款、亏损和投注限额，设置游戏时长提醒和会话时限，也可以暂停或自我禁入。',
      ],
      toolsLink: '您的理性博彩工具',
    },
    terms: {
      title: '条款与条件',
      description: '适用于您的账户和投注的规则。',
      body: [
        '在 {name} 开设账户即表示您确认已年满 18 岁，且所提供的信息真实。',
        '投注出现在我的注单中即表示已被接受。返还按接受时的赔率支付，已取消赛事的投注将退款。',
      ],
    },
    privacy: {
      title: '隐私政策',
      description: '我们保存哪些个人数据、原因以及您的权利。',
      body: [
        '{name} 仅保存运营您的账户、遵守法律和保障博彩安全所需的数据，且绝不出售。',
        '在法律允许的情况下，您可以写信给客服团队，索取数据副本或要求删除数据。',
      ],
    },
    cookies: {
      title: 'Cookie 政策',
      description: '本网站使用的 Cookie 及其用途。',
      body: [
        '我们使用会话 Cookie 保持您的登录状态，并使用少量 Cookie 记住您的选择，例如语言。',
        '我们不使用广告 Cookie。清除 Cookie 会使您退出登录并重置这些选择。',
      ],
    },
    join: {
      title: '如何注册',
      description: '几分钟内即可在 {name} 开设账户。',
      body: [
        '在线注册即将推出。在此之前，我们的客服团队可为您开户：请将您的姓名和国家发送至 support@example.com。',
        '您必须年满 18 岁。首次提款前需要验证您的身份。',
      ],
    },
  },
  id: {
    vip: {
      title: 'Klub VIP',
      description: 'Hadiah, manajer pribadi, dan penarikan lebih cepat untuk pemain kami yang paling setia.',
      body: [
        'Anggota VIP {name} mendapat manajer akun pribadi, penarikan lebih cepat, dan undangan ke acara.',
        'Keanggotaan hanya melalui undangan, berdasarkan permainan Anda selama tiga bulan terakhir. Tetapkan batas lebih dulu: menjadi VIP tidak pernah mengubahnya.',
      ],
    },
    help: {
      title: 'Bantuan dan dukungan',
      description: 'Jawaban atas pertanyaan umum dan cara menghubungi tim dukungan kami.',
      body: [
        'Tim dukungan kami menjawab sepanjang waktu melalui chat dan email di support@example.com.',
        'Taruhan, deposit, dan penarikan Anda tercantum di akun Anda. Taruhan yang sudah diselesaikan menampilkan hasil dan pengembaliannya di Taruhan saya.',
      ],
    },
    'responsible-gambling': {
      title: 'Taruhan yang bertanggung jawab',
      description: 'Alat agar taruhan tetap menyenangkan: batas, jeda, dan pengecualian diri.',
      body: [
        'Taruhan seharusnya hiburan, bukan cara mencari uang. Bertaruhlah hanya sebesar yang sanggup Anda relakan.',
        'Di akun Anda, Anda dapat menetapkan batas deposit, kekalahan, dan taruhan, pengingat lama bermain dan batas sesi, serta mengambil jeda atau mengecualikan diri kapan saja.',
      ],
      toolsLink: 'Alat bermain lebih aman Anda',
    },
    terms: {
      title: 'Syarat dan ketentuan',
      description: 'Aturan yang berlaku untuk akun dan taruhan Anda.',
      body: [
        'Dengan membuka akun di {name}, Anda menyatakan berusia di atas 18 tahun dan bahwa informasi yang Anda berikan benar.',
        'Taruhan diterima saat muncul di Taruhan saya. Pengembalian dibayar pada odds yang diterima, dan taruhan pada pertandingan yang dibatalkan dikembalikan.',
      ],
    },
    privacy: {
      title: 'Kebijakan privasi',
      description: 'Data pribadi apa yang kami simpan, alasannya, dan hak Anda atasnya.',
      body: [
        '{name} menyimpan data yang diperlukan untuk menjalankan akun Anda, mematuhi hukum, dan menjaga taruhan tetap aman, dan tidak pernah menjualnya.',
        'Anda dapat meminta salinan data atau penghapusannya bila hukum mengizinkan, dengan menulis kepada tim dukungan kami.',
      ],
    },
    cookies: {
      title: 'Kebijakan cookie',
      description: 'Cookie yang digunakan situs ini dan alasannya.',
      body: [
        'Kami menggunakan cookie sesi agar Anda tetap masuk, dan beberapa cookie yang mengingat pilihan Anda, seperti bahasa.',
        'Kami tidak menggunakan cookie iklan. Menghapus cookie akan mengeluarkan Anda dan mengatur ulang pilihan tersebut.',
      ],
    },
    join: {
      title: 'Cara mendaftar',
      description: 'Buka akun di {name} dalam beberapa menit.',
      body: [
        'Pendaftaran online segera hadir. Sementara itu, tim dukungan kami membukakan akun untuk Anda: kirim email ke support@example.com dengan nama dan negara Anda.',
        'Anda harus berusia di atas 18 tahun. Anda akan diminta memverifikasi identitas sebelum penarikan pertama.',
      ],
    },
  },
};
