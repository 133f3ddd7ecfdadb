// Copy of /ajuda: topics and articles of the help centre.
import { CreditCard, FileText, Mail, Package, Rocket, ShieldCheck } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { FREE_TRIAL_DAYS } from "../../contracts/landing";
import { site } from "../../contracts/site";

export interface HelpTopic {
  id: string;
  title: string;
  description: string;
  icon: LucideIcon;
}

export interface HelpArticle {
  id: string;
  topicId: string;
  title: string;
  summary: string;
  /** Paragraphs, then optional numbered steps. */
  body: string[];
  steps?: string[];
}

export const helpCenterPage = {
  meta: {
    title: `Central de ajuda | ${site.name}`,
    description: `Tutoriais e respostas para usar o ${site.name}: primeiros passos, protocolos, correspondências, malote digital, assinatura, planos e LGPD. Fale com o suporte.`,
  },
  hero: {
    eyebrow: "Central de ajuda",
    title: "Como podemos ajudar?",
    lead: "Encontre o passo a passo para as tarefas do dia a dia no Tramita. Se não achar o que procura, nossa equipe responde rápido.",
  },
  search: {
    label: "Pesquisar na central de ajuda",
    placeholder: "Ex.: assinatura, correspondência, senha",
    noResults: "Nenhum artigo encontrado para essa busca. Tente outras palavras ou fale com o suporte.",
  },
  topicsTitle: "Tópicos",
  articlesTitle: "Artigos",
  stepsLabel: "Passo a passo",
  faqTitle: "Procurando dúvidas sobre planos, teste grátis ou segurança?",
  faqText: "Reunimos as perguntas mais comuns de quem está conhecendo o Tramita.",
  faqLink: "Ver perguntas frequentes",
  contactTitle: "Fale com o suporte",
  contactText: "Atendimento por pessoas, em português, pelos canais abaixo.",
};

export const helpTopics: HelpTopic[] = [
  { id: "primeiros-passos", title: "Primeiros passos", description: "Conta, teste grátis e as primeiras configurações.", icon: Rocket },
  { id: "protocolos-e-fluxos", title: "Protocolos e fluxos", description: "Criar protocolos, montar fluxos e acompanhar prazos.", icon: FileText },
  { id: "correspondencias", title: "Correspondências", description: "Registro na recepção, avisos e retirada com assinatura.", icon: Mail },
  { id: "malote-e-assinatura", title: "Malote digital e assinatura", description: "Envio entre unidades e coleta de assinaturas.", icon: Package },
  { id: "conta-e-planos", title: "Conta, usuários e planos", description: "Usuários, permissões, plano e cobrança.", icon: CreditCard },
  { id: "seguranca-e-lgpd", title: "Segurança e LGPD", description: "Acesso, senhas, registros e dados pessoais.", icon: ShieldCheck },
];

export const helpArticles: HelpArticle[] = [
  {
    id: "criar-conta-teste-gratis",
    topicId: "primeiros-passos",
    title: "Como criar a conta e começar o teste grátis",
    summary: `O teste dura ${FREE_TRIAL_DAYS} dias, tem todos os recursos e não pede cartão de crédito.`,
    body: [
      `O teste grátis do Tramita dura ${FREE_TRIAL_DAYS} dias e libera os recursos do plano escolhido. Você não informa cartão de crédito, e nada é cobrado ao final se você não contratar um plano.`,
    ],
    steps: [
      "Acesse a página de cadastro e informe nome, e-mail corporativo, empresa e telefone.",
      "Crie uma senha e confirme o e-mail pelo link que enviamos.",
      "Responda às perguntas rápidas do primeiro acesso para deixarmos a conta com a cara da sua rotina.",
      "Cadastre o seu primeiro protocolo: em poucos minutos você já terá o número e o comprovante.",
    ],
  },
  {
    id: "convidar-usuarios",
    topicId: "primeiros-passos",
    title: "Como convidar a sua equipe",
    summary: "Convide colegas por e-mail e defina o perfil de acesso de cada um.",
    body: ["Cada pessoa que vai registrar, aprovar ou receber documentos precisa de um usuário. O número de usuários depende do plano."],
    steps: [
      "No menu Configurações, abra Usuários e clique em Convidar.",
      "Informe o e-mail da pessoa e escolha o perfil: administrador, gestor ou operador.",
      "A pessoa recebe o convite por e-mail e cria a própria senha.",
    ],
  },
  {
    id: "primeiro-protocolo",
    topicId: "protocolos-e-fluxos",
    title: "Como registrar um protocolo",
    summary: "Gere número, data e hora para qualquer entrega de documento.",
    body: [
      "O protocolo é o registro de que um documento foi entregue ou recebido. Ele recebe um número único, a data, a hora e o responsável, e não pode ser alterado depois.",
    ],
    steps: [
      "Clique em Novo protocolo.",
      "Escolha o tipo de documento, o destinatário e anexe o arquivo, se houver.",
      "Salve: o número do protocolo e o comprovante em PDF ficam disponíveis na hora.",
    ],
  },
  {
    id: "montar-fluxo",
    topicId: "protocolos-e-fluxos",
    title: "Como montar um fluxo de aprovação",
    summary: "Defina etapas, responsáveis e prazos para um tipo de documento.",
    body: [
      "Um fluxo diz por onde um documento passa até ser concluído. Você monta uma vez e todos os documentos daquele tipo seguem o mesmo caminho.",
    ],
    steps: [
      "Em Configurações, abra Fluxos e clique em Novo fluxo.",
      "Dê um nome ao fluxo e escolha o tipo de documento que ele atende.",
      "Adicione as etapas, com o responsável e o prazo em dias úteis de cada uma.",
      "Ative o fluxo. Os próximos documentos desse tipo já seguirão as etapas.",
    ],
  },
  {
    id: "prazos-e-lembretes",
    topicId: "protocolos-e-fluxos",
    title: "Como funcionam os prazos e lembretes",
    summary: "Avisos antes do vencimento e alerta ao gestor quando algo atrasa.",
    body: [
      "Cada etapa de um fluxo tem um prazo em dias úteis. Um dia antes do vencimento, o responsável recebe um lembrete por e-mail. Se o prazo passar, o gestor do fluxo é avisado e o documento aparece em destaque no painel de atrasados.",
    ],
  },
  {
    id: "registrar-correspondencia",
    topicId: "correspondencias",
    title: "Como registrar uma correspondência na recepção",
    summary: "Foto, remetente e destinatário em poucos segundos, pelo celular ou computador.",
    body: ["O registro avisa o destinatário automaticamente e cria o protocolo da correspondência."],
    steps: [
      "Abra Correspondências e toque em Registrar chegada.",
      "Fotografe o envelope ou a encomenda e informe o remetente.",
      "Escolha o destinatário e o local de retirada e salve.",
    ],
  },
  {
    id: "retirada-com-assinatura",
    topicId: "correspondencias",
    title: "Como registrar a retirada com assinatura",
    summary: "O comprovante guarda quem retirou, a assinatura, a data e a hora.",
    body: [
      "Na hora da entrega, localize a correspondência pela busca ou pelo QR Code da etiqueta, toque em Entregar e peça que a pessoa assine na tela. O comprovante fica salvo no histórico e pode ser baixado em PDF.",
    ],
  },
  {
    id: "enviar-malote",
    topicId: "malote-e-assinatura",
    title: "Como enviar um malote digital",
    summary: "Mande vários documentos de uma vez para outra unidade ou cliente.",
    body: [
      "O malote digital reúne documentos em um envio só, com registro de envio, recebimento e leitura. Está disponível para contas com o módulo Malote digital.",
    ],
    steps: [
      "Abra Malotes e clique em Novo malote.",
      "Escolha a unidade ou o cliente de destino e adicione os documentos.",
      "Envie. Você acompanha quando o malote foi recebido e quando cada documento foi aberto.",
    ],
  },
  {
    id: "coletar-assinaturas",
    topicId: "malote-e-assinatura",
    title: "Como coletar assinaturas eletrônicas",
    summary: "Envie um documento para uma ou mais pessoas assinarem no celular.",
    body: [
      "Com o módulo Assinatura eletrônica, você envia um documento para assinatura, define a ordem dos signatários e acompanha quem já assinou. Cada assinatura registra data, hora, e-mail e endereço IP de quem assinou.",
    ],
    steps: [
      "Abra o documento e clique em Enviar para assinatura.",
      "Adicione os signatários com nome e e-mail e, se quiser, a ordem de assinatura.",
      "Acompanhe o andamento no próprio documento. Ao final, todos recebem a via assinada.",
    ],
  },
  {
    id: "perfis-de-acesso",
    topicId: "conta-e-planos",
    title: "Perfis de acesso: administrador, gestor e operador",
    summary: "Quem pode ver, aprovar e configurar o quê.",
    body: [
      "O administrador configura a conta, os fluxos e os usuários. O gestor acompanha os documentos e relatórios dos setores sob sua responsabilidade. O operador registra protocolos e correspondências e age nas etapas em que é responsável.",
    ],
  },
  {
    id: "mudar-de-plano",
    topicId: "conta-e-planos",
    title: "Como contratar ou mudar de plano",
    summary: "Escolha mensal ou anual e mude de plano quando precisar.",
    body: [
      "Você pode contratar um plano a qualquer momento durante o teste, sem perder o que já cadastrou. A mudança de plano vale a partir da próxima cobrança, e o plano anual tem desconto em relação ao mensal.",
      "Precisa de mais de 10 usuários ou de mais de 450 protocolos por mês? Fale com a nossa equipe para uma proposta sob medida.",
    ],
  },
  {
    id: "recuperar-senha",
    topicId: "seguranca-e-lgpd",
    title: "Esqueci a minha senha",
    summary: "Crie uma senha nova pelo link enviado ao seu e-mail.",
    body: ["Na tela de entrada, clique em Esqueci minha senha e informe o e-mail cadastrado. O link para criar uma nova senha vale por tempo limitado e pode ser usado uma única vez."],
  },
  {
    id: "registro-de-acessos",
    topicId: "seguranca-e-lgpd",
    title: "Como consultar quem acessou um documento",
    summary: "A trilha de auditoria mostra cada visualização e ação.",
    body: [
      "Abra o documento e clique em Histórico. Você vê cada visualização, aprovação, devolução e download, com o usuário, a data e a hora. Esse registro não pode ser editado e ajuda a demonstrar o cumprimento da LGPD.",
    ],
  },
  {
    id: "dados-pessoais-lgpd",
    topicId: "seguranca-e-lgpd",
    title: "Como atender a um pedido de titular de dados",
    summary: "Localize, exporte ou exclua os dados pessoais de uma pessoa.",
    body: [
      "Quando um cliente, condômino ou associado pedir acesso ou exclusão dos próprios dados, use a busca por nome ou documento para localizar os registros. O administrador pode exportar os dados encontrados ou anonimizá-los, respeitando os documentos que a lei obriga a guardar.",
    ],
  },
];
