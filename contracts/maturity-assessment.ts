// The digital maturity assessment (/avaliacao-maturidade-digital): its five dimensions, 18
// questions (four answers each, from the least to the most mature), the five levels and
// the recommendations for a weak dimension. Plain data, read by the page, the scoring and
// the report e-mail (no imports: the server loads this file as is).

export type DimensionId = "processos" | "documentos" | "correspondencia" | "seguranca" | "integracao";

export interface Dimension {
  id: DimensionId;
  name: string;
  /** Short name for the radar chart's axis labels. */
  shortName: string;
}

/**
 * The browser-storage key of an assessment in progress (a reload resumes at the same
 * question); written only once the visitor has answered the cookie banner.
 */
export const ASSESSMENT_PROGRESS_STORAGE_KEY = "tramita.avaliacao-maturidade";

export const DIMENSIONS: readonly Dimension[] = [
  { id: "processos", name: "Processos e protocolos", shortName: "Processos" },
  { id: "documentos", name: "Gestão de documentos", shortName: "Documentos" },
  { id: "correspondencia", name: "Correspondência e malote", shortName: "Correspondência" },
  { id: "seguranca", name: "Segurança e LGPD", shortName: "Segurança" },
  { id: "integracao", name: "Integração e dados", shortName: "Integração" },
];

export interface Question {
  dimension: DimensionId;
  text: string;
  /** Four answers, worth 0 to 3 points in this order. */
  options: readonly [string, string, string, string];
}

export const QUESTIONS: readonly Question[] = [
  {
    dimension: "processos",
    text: "Como a sua empresa registra o recebimento ou a entrega de um documento?",
    options: [
      "Não registramos: confiamos na memória e em e-mails soltos.",
      "Em livro de protocolo ou cadernos de papel.",
      "Em planilhas compartilhadas ou formulários.",
      "Em um sistema de protocolo digital, com número, data e responsável.",
    ],
  },
  {
    dimension: "processos",
    text: "Quando alguém pergunta “onde está esse documento?”, quanto tempo vocês levam para responder?",
    options: [
      "Não conseguimos responder com segurança.",
      "Horas ou dias: é preciso procurar em mesas e arquivos.",
      "Alguns minutos, consultando planilhas ou colegas.",
      "Segundos: o histórico de tramitação fica registrado no sistema.",
    ],
  },
  {
    dimension: "processos",
    text: "Como são definidos os prazos e os responsáveis de cada etapa de um processo?",
    options: [
      "Não há prazos nem responsáveis definidos.",
      "São combinados de boca, caso a caso.",
      "Estão documentados, mas o acompanhamento é manual.",
      "Fazem parte do fluxo, com alertas automáticos de prazo.",
    ],
  },
  {
    dimension: "processos",
    text: "Como acontecem as aprovações e as assinaturas?",
    options: [
      "Só presencialmente, no papel impresso.",
      "Imprimimos, assinamos, digitalizamos e enviamos.",
      "Parte é eletrônica, parte ainda é no papel.",
      "Tudo por assinatura eletrônica, com validade jurídica.",
    ],
  },
  {
    dimension: "documentos",
    text: "Onde ficam guardados os documentos da empresa?",
    options: [
      "Em pastas e arquivos de papel.",
      "Espalhados nos computadores e e-mails de cada pessoa.",
      "Em uma pasta compartilhada na rede ou na nuvem, sem padrão.",
      "Em um repositório central, com classificação e busca.",
    ],
  },
  {
    dimension: "documentos",
    text: "Existe um padrão para nomear, classificar e versionar documentos?",
    options: [
      "Não existe.",
      "Cada área tem o seu jeito.",
      "Existe, mas nem todos seguem.",
      "Sim, e o próprio sistema aplica (modelos, tipos e versões).",
    ],
  },
  {
    dimension: "documentos",
    text: "Quanto do papel da empresa já foi digitalizado?",
    options: [
      "Quase nada.",
      "Menos da metade.",
      "Mais da metade.",
      "Praticamente tudo, e os documentos novos já nascem digitais.",
    ],
  },
  {
    dimension: "documentos",
    text: "Como vocês decidem por quanto tempo guardar um documento e quando descartá-lo?",
    options: [
      "Guardamos tudo para sempre, por precaução.",
      "Descartamos quando falta espaço, sem critério.",
      "Temos uma tabela de temporalidade, aplicada à mão.",
      "Os prazos de guarda e descarte são controlados pelo sistema.",
    ],
  },
  {
    dimension: "correspondencia",
    text: "Como a correspondência que chega à empresa é registrada e entregue ao destinatário?",
    options: [
      "Fica na recepção até alguém buscar.",
      "Anotamos em um caderno na portaria ou na recepção.",
      "Registramos em planilha e avisamos por e-mail ou mensagem.",
      "Registramos no sistema; o destinatário é avisado e confirma o recebimento.",
    ],
  },
  {
    dimension: "correspondencia",
    text: "Como os documentos circulam entre setores, filiais ou clientes?",
    options: [
      "Por motoboy, correio ou portador, sem controle.",
      "Por malote físico, com a lista do conteúdo em papel.",
      "Por e-mail, sabendo só em parte quem recebeu.",
      "Por malote digital, com rastreio e comprovante de leitura.",
    ],
  },
  {
    dimension: "correspondencia",
    text: "Vocês sabem quanto gastam por mês com motoboy, correio e malote físico?",
    options: [
      "Não sabemos.",
      "Temos uma ideia aproximada.",
      "Sabemos o total, mas não por área ou por cliente.",
      "Sabemos por área e por cliente, e acompanhamos a redução.",
    ],
  },
  {
    dimension: "seguranca",
    text: "Quem pode ver cada documento?",
    options: [
      "Qualquer pessoa com acesso ao arquivo ou à pasta.",
      "O arquivo físico fica trancado, e poucas pessoas têm a chave.",
      "Há permissões por pasta na rede, revisadas raramente.",
      "Há permissões por perfil e por documento, revisadas periodicamente.",
    ],
  },
  {
    dimension: "seguranca",
    text: "É possível saber quem acessou, alterou ou enviou um documento?",
    options: [
      "Não.",
      "Só perguntando às pessoas.",
      "Em parte, pelos registros de alguns sistemas.",
      "Sim, por uma trilha de auditoria completa.",
    ],
  },
  {
    dimension: "seguranca",
    text: "Como a empresa trata os dados pessoais que estão nos documentos (LGPD)?",
    options: [
      "Ainda não tratamos do assunto.",
      "Conhecemos a lei, mas não mapeamos os dados.",
      "Mapeamos os dados e temos uma política, aplicada à mão.",
      "Bases legais, prazos e pedidos dos titulares são controlados em processo.",
    ],
  },
  {
    dimension: "seguranca",
    text: "Se um computador quebrar ou o arquivo sofrer um incêndio amanhã, o que acontece com os documentos?",
    options: [
      "Perdemos tudo o que estava ali.",
      "Perdemos parte: só há cópias pontuais.",
      "Há cópia de segurança periódica, mas a recuperação nunca foi testada.",
      "A cópia de segurança é automática e criptografada, e a recuperação é testada.",
    ],
  },
  {
    dimension: "integracao",
    text: "Os sistemas da empresa (ERP, contábil, CRM) conversam com a gestão de documentos?",
    options: [
      "Não: digitamos os mesmos dados várias vezes.",
      "De vez em quando exportamos e importamos planilhas.",
      "Há algumas integrações pontuais.",
      "Sim, por API: dados e documentos fluem automaticamente.",
    ],
  },
  {
    dimension: "integracao",
    text: "Vocês acompanham indicadores dos processos de documentos (volume, prazos, gargalos)?",
    options: [
      "Não acompanhamos.",
      "Só quando surge um problema.",
      "Com relatórios montados à mão, de tempos em tempos.",
      "Em painéis atualizados automaticamente.",
    ],
  },
  {
    dimension: "integracao",
    text: "Clientes e parceiros conseguem enviar pedidos e documentos de forma digital?",
    options: [
      "Só presencialmente ou em papel.",
      "Por e-mail ou WhatsApp, sem registro.",
      "Por um formulário on-line, tratado à mão.",
      "Por um portal, com protocolo automático e acompanhamento pelo solicitante.",
    ],
  },
];

type LevelId = "inicial" | "em-desenvolvimento" | "estruturado" | "gerenciado" | "otimizado";

export interface MaturityLevel {
  id: LevelId;
  name: string;
  /** Lowest overall score (0-100) of the level; it runs up to the next level's minimum − 1. */
  minScore: number;
  explanation: string;
}

export const LEVELS: readonly MaturityLevel[] = [
  {
    id: "inicial",
    name: "Inicial",
    minScore: 0,
    explanation:
      "O papel ainda manda na rotina: documentos circulam de mão em mão, sem registro, e encontrar algo depende da memória de alguém. O bom lado: cada passo que você der agora rende muito.",
  },
  {
    id: "em-desenvolvimento",
    name: "Em desenvolvimento",
    minScore: 21,
    explanation:
      "Já existem controles, mas em cadernos, planilhas e e-mails que não conversam entre si. A informação existe, só que espalhada, e o retrabalho ainda consome boa parte do dia.",
  },
  {
    id: "estruturado",
    name: "Estruturado",
    minScore: 41,
    explanation:
      "Os processos principais estão definidos e parte deles já é digital. Falta juntar as peças: um registro único, prazos acompanhados pelo sistema e menos papel circulando.",
  },
  {
    id: "gerenciado",
    name: "Gerenciado",
    minScore: 61,
    explanation:
      "Documentos, protocolos e correspondências são controlados em sistema, com responsáveis e histórico. O próximo passo é automatizar o que ainda é manual e medir os resultados.",
  },
  {
    id: "otimizado",
    name: "Otimizado",
    minScore: 81,
    explanation:
      "A gestão de documentos é digital de ponta a ponta, integrada aos outros sistemas e acompanhada por indicadores. Agora é manter o ritmo e levar o modelo a novas áreas e parceiros.",
  },
];

interface RecommendationLink {
  label: string;
  href: string;
}

export interface Recommendation {
  title: string;
  /** Concrete next steps, in order. */
  steps: readonly string[];
  /** The product page first, then blog posts. */
  links: readonly RecommendationLink[];
}

const blog = (slug: string, label: string): RecommendationLink => ({ label, href: `/blog/${slug}` });

export const RECOMMENDATIONS: Readonly<Record<DimensionId, Recommendation>> = {
  processos: {
    title: "Dê número, prazo e dono a cada documento",
    steps: [
      "Troque o livro de protocolo por um protocolo digital: cada entrada ganha número, data, responsável e histórico.",
      "Desenhe os fluxos mais frequentes (aprovações, pedidos, despachos) com prazos e alertas automáticos.",
      "Adote a assinatura eletrônica para encerrar o ciclo imprimir, assinar e digitalizar.",
    ],
    links: [
      { label: "Fluxo de documentos no Tramita", href: "/fluxo-documentos" },
      blog("protocolo-digital-guia-completo", "Protocolo digital: o guia completo"),
      blog("validade-juridica-assinatura-eletronica", "Validade jurídica da assinatura eletrônica"),
    ],
  },
  documentos: {
    title: "Organize um acervo único, pesquisável e com regras",
    steps: [
      "Reúna os documentos em um repositório central, com tipos e campos padronizados.",
      "Digitalize primeiro o que é mais consultado e faça os documentos novos nascerem digitais.",
      "Defina prazos de guarda e descarte e deixe o sistema controlá-los.",
    ],
    links: [
      { label: "Fluxo de documentos no Tramita", href: "/fluxo-documentos" },
      blog("economia-com-escritorio-sem-papel", "Quanto se economiza com um escritório sem papel"),
      blog("escritorio-de-contabilidade-sem-papel", "Escritório de contabilidade sem papel"),
    ],
  },
  correspondencia: {
    title: "Rastreie cada correspondência e troque o malote físico pelo digital",
    steps: [
      "Registre toda correspondência na chegada e avise o destinatário na hora, com confirmação de recebimento.",
      "Substitua o malote físico entre setores e filiais por malote digital, com comprovante de leitura.",
      "Meça o gasto com motoboy e correio por área para acompanhar a economia.",
    ],
    links: [
      { label: "Correspondências no Tramita", href: "/correspondencias" },
      blog("gestao-de-correspondencias-na-empresa", "Gestão de correspondências na empresa"),
      blog("malote-digital-o-que-e", "Malote digital: o que é e como funciona"),
    ],
  },
  seguranca: {
    title: "Controle quem vê o quê e prepare-se para a LGPD",
    steps: [
      "Defina permissões por perfil e por tipo de documento, e revise-as a cada semestre.",
      "Mantenha uma trilha de auditoria: quem acessou, alterou, enviou e quando.",
      "Mapeie os dados pessoais nos documentos e aplique prazos de retenção conforme a LGPD.",
    ],
    links: [
      { label: "Fluxo de documentos no Tramita", href: "/fluxo-documentos" },
      blog("lgpd-na-gestao-de-documentos", "LGPD na gestão de documentos"),
      blog("validade-juridica-assinatura-eletronica", "Validade jurídica da assinatura eletrônica"),
    ],
  },
  integracao: {
    title: "Integre os sistemas e acompanhe indicadores",
    steps: [
      "Conecte a gestão de documentos ao ERP ou ao sistema contábil por API e pare de digitar o mesmo dado duas vezes.",
      "Acompanhe volume, prazos e gargalos em painéis, não em planilhas montadas à mão.",
      "Ofereça a clientes e parceiros um portal para enviar pedidos e documentos com protocolo automático.",
    ],
    links: [
      { label: "Fluxo de documentos no Tramita", href: "/fluxo-documentos" },
      blog("administradora-de-condominios-digital", "Administradora de condomínios digital"),
      blog("escritorio-de-contabilidade-sem-papel", "Escritório de contabilidade sem papel"),
    ],
  },
};
