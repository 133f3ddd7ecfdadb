// /faq: questions grouped by topic. Figures come from the modules that own them (plans,
// trial length, contact promises), so the answers never drift from the rest of the site.
import { DEFAULT_ANNUAL_SAVINGS_PERCENT, FREE_TRIAL_DAYS } from "../../contracts/landing";
import { businessHoursLines, replyPromise } from "../../contracts/contact";
import { customPlan, plans } from "../../contracts/plans";
import { site } from "../../contracts/site";

interface FaqLink {
  href: string;
  label: string;
}

export interface FaqQuestion {
  /** The URL hash that opens this question: /faq#<id>. */
  id: string;
  question: string;
  /** Paragraphs of the answer, plain text. */
  answer: string[];
  links?: FaqLink[];
}

export interface FaqTopic {
  id: string;
  title: string;
  questions: FaqQuestion[];
}

const [largest] = plans.toSorted((a, b) => b.users - a.users);
const planLine = (p: (typeof plans)[number]) =>
  `${p.name}: ${p.users} usuários, ${p.monthly_protocols} protocolos por mês e ${p.storage_gb} GB de armazenamento${p.isPopular ? " (o mais escolhido)" : ""}`;
const hours = businessHoursLines.join("; ").toLowerCase().replace(/^./, (c) => c.toUpperCase());

export const faqTopics: FaqTopic[] = [
  {
    id: "planos-e-precos",
    title: "Planos e preços",
    questions: [
      {
        id: "quais-sao-os-planos",
        question: "Quais planos o Tramita oferece?",
        answer: [
          `São três planos: ${plans.map(planLine).join("; ")}.`,
          "Todos têm aparência personalizável, com a sua marca, e armazenamento expansível: se os documentos crescerem, você amplia o espaço sem trocar de plano.",
        ],
        links: [{ href: "/#planos", label: "Comparar os planos" }],
      },
      {
        id: "quanto-custa",
        question: "Quanto custa o Tramita?",
        answer: [
          "O preço depende do plano, da forma de cobrança (mensal ou anual), do armazenamento adicional e dos módulos opcionais que você escolher. Os valores de cada plano aparecem na seção de planos da página inicial.",
          "Para montar um orçamento sob medida, use a calculadora de preços: ela mostra o valor na hora, compara as cobranças mensal e anual e gera o contrato em PDF.",
        ],
        links: [{ href: "/calculadora", label: "Abrir a calculadora de preços" }],
      },
      {
        id: "mensal-ou-anual",
        question: "Qual a diferença entre a cobrança mensal e a anual?",
        answer: [
          `No plano anual você economiza ${DEFAULT_ANNUAL_SAVINGS_PERCENT}% em relação a doze mensalidades. A cobrança mensal não tem fidelidade.`,
          "Na seção de planos, a chave Mensal/Anual mostra os dois valores lado a lado, com a mensalidade riscada quando o anual está selecionado.",
        ],
      },
      {
        id: "mais-usuarios-ou-protocolos",
        question: `E se eu precisar de mais de ${largest!.users} usuários ou mais de ${largest!.monthly_protocols} protocolos por mês?`,
        answer: [
          `Acima dos limites do plano ${largest!.name}, montamos um plano personalizado: ${customPlan.features.join(", ").toLowerCase()}.`,
          "Ele não tem preço de tabela. Peça uma proposta pelo formulário de contato e a equipe comercial retorna com os valores para o seu volume.",
        ],
        links: [{ href: "/#contato", label: "Solicitar proposta" }],
      },
      {
        id: "modulos-opcionais",
        question: "O que são os módulos opcionais?",
        answer: [
          "São recursos que você liga quando precisa: assinatura eletrônica, malote digital, API e integrações, portal de solicitações e relatórios avançados. Cada módulo tem um valor mensal fixo, igual em todos os planos.",
          "Na calculadora de preços você liga e desliga cada módulo e vê o efeito no total.",
        ],
        links: [{ href: "/calculadora", label: "Simular com módulos" }],
      },
    ],
  },
  {
    id: "teste-gratis",
    title: "Teste grátis",
    questions: [
      {
        id: "como-funciona-o-teste",
        question: `Como funciona o teste grátis de ${FREE_TRIAL_DAYS} dias?`,
        answer: [
          `Você cria a sua conta e usa o Tramita por ${FREE_TRIAL_DAYS} dias, sem custo. Dá para cadastrar protocolos, registrar correspondências e convidar a equipe para testar com documentos de verdade.`,
        ],
        links: [{ href: "/signup", label: "Começar o teste grátis" }],
      },
      {
        id: "precisa-de-cartao",
        question: "Preciso informar cartão de crédito para testar?",
        answer: ["Não. O teste começa sem cartão de crédito. Você só escolhe um plano se decidir continuar."],
      },
      {
        id: "fim-do-teste",
        question: "O que acontece quando o teste termina?",
        answer: [
          `Ao fim dos ${FREE_TRIAL_DAYS} dias, você escolhe o plano que cabe na sua operação para continuar usando. Se ainda estiver em dúvida entre dois planos, a nossa equipe ajuda a comparar com base no volume que você registrou durante o teste.`,
        ],
        links: [{ href: "/calculadora", label: "Comparar preços na calculadora" }],
      },
      {
        id: "demonstracao",
        question: "Posso ver uma demonstração antes de testar?",
        answer: [
          "Pode. Preencha o formulário de contato com a solução que interessa e o melhor dia e horário para você. Um especialista mostra a plataforma com exemplos do seu segmento.",
        ],
        links: [{ href: "/#contato", label: "Solicitar contato" }],
      },
      {
        id: "para-quem-e",
        question: "Para que tipo de empresa o Tramita é indicado?",
        answer: [
          "Para empresas que recebem, enviam e despacham muitos documentos: escritórios de contabilidade e empresas financeiras, construtoras, shopping centers, administradoras de condomínios e associações profissionais. Mais de 14 mil empresas já fazem parte do ecossistema.",
        ],
        links: [{ href: "/#segmentos", label: "Ver os segmentos" }],
      },
    ],
  },
  {
    id: "seguranca-e-lgpd",
    title: "Segurança e LGPD",
    questions: [
      {
        id: "lgpd",
        question: "Como o Tramita ajuda a cumprir a LGPD?",
        answer: [
          "A Lei Geral de Proteção de Dados (Lei 13.709/2018) exige que você controle quem trata dados pessoais e consiga demonstrar isso. No Tramita, o acesso aos documentos é definido por perfil e cada acesso fica registrado, com usuário, data e hora.",
          "Assim, um documento com dados pessoais fica visível só para quem precisa dele, e você tem o histórico para responder a um titular ou a uma auditoria.",
        ],
        links: [{ href: "/blog/lgpd-na-gestao-de-documentos", label: "Leia: LGPD na gestão de documentos" }],
      },
      {
        id: "quem-acessa-os-documentos",
        question: "Quem consegue ver os documentos da minha empresa?",
        answer: [
          "Só os usuários que você cadastra, e cada um apenas o que o perfil dele permite. Você pode, por exemplo, deixar documentos do RH visíveis só para o RH e as notas fiscais só para o financeiro.",
        ],
      },
      {
        id: "assinatura-tem-validade",
        question: "A assinatura eletrônica tem validade jurídica?",
        answer: [
          "Sim. No Brasil, a Medida Provisória 2.200-2/2001 reconhece documentos assinados eletronicamente, e a Lei 14.063/2020 define os níveis de assinatura eletrônica (simples, avançada e qualificada). Para a maioria dos contratos entre empresas, a assinatura eletrônica com registro de evidências é aceita quando as partes concordam com o meio.",
          "Alguns atos exigem nível específico de assinatura; nesses casos, vale confirmar a exigência com o seu jurídico.",
        ],
        links: [{ href: "/blog/validade-juridica-assinatura-eletronica", label: "Leia: validade jurídica da assinatura eletrônica" }],
      },
      {
        id: "cookies-do-site",
        question: "Quais cookies este site usa?",
        answer: [
          "Os cookies necessários ficam sempre ativos, porque sem eles o site não funciona. Cookies de análise e de marketing só são usados se você permitir no aviso de cookies. Antes disso, nenhuma ferramenta de análise é carregada.",
          "Você pode mudar a sua escolha quando quiser pelo botão de preferências de cookies, no canto da tela.",
        ],
        links: [{ href: "/privacidade", label: "Ler a política de privacidade" }],
      },
      {
        id: "dados-do-formulario",
        question: "O que vocês fazem com os dados do formulário de contato?",
        answer: [
          "Usamos nome, e-mail, telefone, empresa e as informações sobre a sua operação apenas para responder ao seu pedido e preparar a demonstração. Os detalhes de tratamento, prazos de guarda e como exercer os seus direitos estão na política de privacidade.",
        ],
        links: [{ href: "/privacidade", label: "Ler a política de privacidade" }],
      },
    ],
  },
  {
    id: "integracoes",
    title: "Integrações",
    questions: [
      {
        id: "integra-com-erp",
        question: "O Tramita se integra ao meu ERP?",
        answer: [
          "Sim, pelo módulo de API e integrações. Com ele, o seu ERP ou outro sistema pode criar protocolos, consultar o andamento e receber os documentos, sem digitação em dobro.",
        ],
      },
      {
        id: "precisa-instalar",
        question: "Preciso instalar algum programa?",
        answer: [
          "Não. O Tramita funciona no navegador, no computador ou no celular. A equipe entra pelo endereço da aplicação com o próprio usuário e senha.",
        ],
      },
      {
        id: "portal-de-solicitacoes",
        question: "Meus clientes conseguem abrir pedidos direto no Tramita?",
        answer: [
          "Conseguem, pelo portal de solicitações: clientes, condôminos ou lojistas abrem pedidos em uma página com a sua marca, e cada pedido vira um protocolo com prazo e responsável.",
        ],
      },
      {
        id: "malote-entre-filiais",
        question: "Dá para enviar documentos entre filiais sem transporte físico?",
        answer: [
          "Dá, com o malote digital: os documentos seguem entre setores, filiais e clientes com registro de envio e de abertura. O transporte físico fica só para o que precisa mesmo ser físico.",
        ],
        links: [{ href: "/blog/malote-digital-o-que-e", label: "Leia: o que é malote digital" }],
      },
    ],
  },
  {
    id: "suporte",
    title: "Suporte",
    questions: [
      {
        id: "horario-de-atendimento",
        question: "Qual é o horário de atendimento?",
        answer: [`${hours}, no horário de Brasília.`],
      },
      {
        id: "tempo-de-resposta",
        question: "Em quanto tempo vocês respondem?",
        answer: [`${replyPromise}, dentro do horário de atendimento. Pedidos que chegam fora dele são respondidos no início do próximo período útil.`],
      },
      {
        id: "canais-de-contato",
        question: "Por quais canais posso falar com vocês?",
        answer: [
          `Por e-mail (${site.email}), por telefone (${site.phone.display}), por WhatsApp (${site.whatsapp.display}) ou pelo formulário de contato do site. O atendimento é todo em português.`,
        ],
        links: [{ href: "/#contato", label: "Ir para o formulário de contato" }],
      },
      {
        id: "ajuda-na-implantacao",
        question: "Vocês ajudam a implantar?",
        answer: [
          "Sim. A configuração inicial leva minutos, e a nossa equipe orienta a montar os primeiros fluxos. No plano personalizado, você conta com um gerente de conta dedicado.",
        ],
        links: [{ href: "/ajuda", label: "Visitar a central de ajuda" }],
      },
    ],
  },
];
