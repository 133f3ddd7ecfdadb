// Copy of /carreiras: culture, benefits and the open positions.
import { BookOpen, Coffee, HeartPulse, House, Laptop, PiggyBank, Plane, Smile, Sprout } from "lucide-react";
import { site } from "../../contracts/site";
import type { IconItem } from "./types";

export interface JobOpening {
  id: string;
  title: string;
  team: string;
  location: string;
  contract: string;
  summary: string;
  responsibilities: string[];
  requirements: string[];
  niceToHave: string[];
}

export const careersPage = {
  meta: {
    title: `Carreiras no ${site.name} | Vagas abertas`,
    description: `Venha construir o ${site.name} com a gente: vagas em engenharia, customer success e vendas, trabalho híbrido em São Paulo ou remoto, e benefícios de verdade.`,
  },
  hero: {
    eyebrow: "Carreiras",
    title: "Ajude milhares de empresas a trabalhar sem papel",
    lead: "Somos um time enxuto, que cuida de um produto usado todos os dias por escritórios, obras, shoppings e condomínios de todo o Brasil. Aqui, o que você constrói na segunda-feira já faz diferença na sexta.",
  },
  culture: {
    title: "Como trabalhamos",
    lead: "Poucas regras, muita conversa e clareza sobre o que importa.",
  },
  benefits: {
    title: "Benefícios",
    lead: "Para todas as pessoas contratadas em regime CLT, desde o primeiro dia.",
  },
  openings: {
    title: "Vagas abertas",
    lead: "Não encontrou a sua vaga? Mande o seu currículo mesmo assim: guardamos os contatos para as próximas oportunidades.",
    applyTitle: "Como se candidatar",
    applyText: "Envie o seu currículo ou o seu LinkedIn para o nosso e-mail de carreiras, com o assunto indicado. Respondemos a todas as candidaturas em até 10 dias úteis.",
    spontaneousSubject: "Banco de talentos",
  },
  process: {
    title: "Nosso processo seletivo",
    steps: [
      { title: "Conversa inicial", description: "30 minutos com alguém do time de pessoas para nos conhecermos e tirar as suas dúvidas." },
      { title: "Conversa técnica", description: "Um bate-papo com quem vai trabalhar com você, sobre experiências reais. Nada de pegadinha." },
      { title: "Desafio prático", description: "Um exercício curto, ligado à rotina da vaga, feito no seu tempo e discutido depois com o time." },
      { title: "Proposta", description: "Conversa com a liderança e proposta por escrito, com todos os benefícios detalhados." },
    ],
  },
};

export const cultureItems: IconItem[] = [
  {
    title: "Perto de quem usa",
    description: "Todo mundo, inclusive engenharia, acompanha atendimentos e visitas a clientes ao longo do ano.",
    icon: Smile,
  },
  {
    title: "Autonomia com contexto",
    description: "Metas claras por trimestre e liberdade para decidir como chegar lá. Decisões importantes ficam escritas.",
    icon: Sprout,
  },
  {
    title: "Aprender é parte do trabalho",
    description: "Tempo reservado para estudo, trocas internas toda quinzena e apoio para cursos e eventos.",
    icon: BookOpen,
  },
];

export const benefitItems: IconItem[] = [
  { title: "Plano de saúde e odontológico", description: "Cobertura nacional, extensiva a dependentes, sem coparticipação.", icon: HeartPulse },
  { title: "Vale-refeição ou alimentação", description: "Cartão flexível, com valor que você divide como preferir.", icon: Coffee },
  { title: "Trabalho híbrido ou remoto", description: "Escritório na Avenida Paulista para quem quer, e vagas remotas em todo o Brasil.", icon: House },
  { title: "Auxílio home office", description: "Equipamento completo e ajuda mensal para internet e energia.", icon: Laptop },
  { title: "Participação nos lucros", description: "PLR anual ligada às metas da empresa, para todo o time.", icon: PiggyBank },
  { title: "Day off no aniversário", description: "Mais um dia de folga remunerada, além das férias, para comemorar.", icon: Plane },
];

export const jobOpenings: JobOpening[] = [
  {
    id: "pessoa-desenvolvedora-full-stack-pleno",
    title: "Pessoa desenvolvedora full stack pleno",
    team: "Engenharia",
    location: "Remoto (Brasil)",
    contract: "CLT",
    summary: "Construa funcionalidades de ponta a ponta no produto principal, dos fluxos de documentos à API de integrações.",
    responsibilities: [
      "Desenvolver funcionalidades em TypeScript, React e Node.js, com testes automatizados",
      "Modelar dados e escrever consultas eficientes em PostgreSQL",
      "Participar das conversas com clientes para entender o problema antes de escrever código",
      "Revisar código do time e melhorar a observabilidade do que vai para produção",
    ],
    requirements: [
      "Experiência profissional com TypeScript ou JavaScript no front-end e no back-end",
      "Vivência com bancos de dados relacionais",
      "Boa comunicação escrita em português",
    ],
    niceToHave: ["Experiência com filas, e-mail transacional ou geração de PDF", "Conhecimento de acessibilidade na web"],
  },
  {
    id: "pessoa-engenheira-de-infraestrutura-senior",
    title: "Pessoa engenheira de infraestrutura sênior",
    team: "Engenharia",
    location: "Híbrido (São Paulo/SP) ou remoto",
    contract: "CLT",
    summary: "Cuide da plataforma que guarda milhões de documentos com segurança, disponibilidade e custo sob controle.",
    responsibilities: [
      "Evoluir a infraestrutura em nuvem com infraestrutura como código",
      "Garantir backups, recuperação de desastres e monitoramento com alertas úteis",
      "Apoiar o time nas práticas de segurança da informação e de LGPD",
    ],
    requirements: [
      "Experiência sólida com Linux, contêineres e um provedor de nuvem",
      "Vivência com PostgreSQL em produção",
      "Experiência com pipelines de integração e entrega contínuas",
    ],
    niceToHave: ["Certificações de nuvem", "Experiência com ISO 27001 ou auditorias de segurança"],
  },
  {
    id: "analista-de-customer-success",
    title: "Analista de customer success",
    team: "Customer success",
    location: "Híbrido (São Paulo/SP)",
    contract: "CLT",
    summary: "Acompanhe uma carteira de clientes do primeiro fluxo configurado até a renovação, com foco em resultado.",
    responsibilities: [
      "Conduzir a implantação de novos clientes e o treinamento das equipes",
      "Acompanhar indicadores de uso e agir antes que um cliente desanime",
      "Levar ao time de produto as necessidades que aparecem nas conversas",
    ],
    requirements: [
      "Experiência com atendimento ou sucesso do cliente em empresas de software",
      "Facilidade para explicar processos a pessoas de áreas diferentes",
      "Organização para cuidar de vários clientes ao mesmo tempo",
    ],
    niceToHave: ["Vivência em escritórios de contabilidade, administradoras ou construtoras"],
  },
  {
    id: "executivo-de-vendas-b2b",
    title: "Executivo(a) de vendas B2B",
    team: "Vendas",
    location: "Híbrido (São Paulo/SP)",
    contract: "CLT + comissão",
    summary: "Conduza negociações com empresas de médio porte que querem digitalizar protocolos, correspondências e fluxos.",
    responsibilities: [
      "Fazer demonstrações do Tramita adaptadas à rotina de cada cliente",
      "Conduzir o ciclo de vendas, da primeira reunião à assinatura do contrato",
      "Manter o CRM atualizado e contribuir com a previsão de vendas",
    ],
    requirements: [
      "Experiência com vendas consultivas de software para empresas",
      "Boa escrita e segurança para conduzir reuniões com diretores",
    ],
    niceToHave: ["Conhecimento dos mercados de contabilidade, construção ou condomínios"],
  },
  {
    id: "analista-de-suporte-n1",
    title: "Analista de suporte ao cliente",
    team: "Atendimento",
    location: "Remoto (Brasil)",
    contract: "CLT",
    summary: "Seja a voz do Tramita para quem precisa de ajuda, respondendo com rapidez e cuidado nos canais de atendimento.",
    responsibilities: [
      "Atender clientes por e-mail, telefone e WhatsApp dentro do horário comercial",
      "Registrar e acompanhar chamados até a solução",
      "Escrever e atualizar artigos da central de ajuda",
    ],
    requirements: ["Experiência com atendimento ao cliente", "Português claro e cordial, falado e escrito"],
    niceToHave: ["Vivência com ferramentas de help desk", "Noções de gestão de documentos"],
  },
];
