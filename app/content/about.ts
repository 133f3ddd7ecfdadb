// Copy of /sobre: the company's history since site.foundedYear, mission and values.
import { Eye, HeartHandshake, Lightbulb, ShieldCheck, Users } from "lucide-react";
import type { IconItem } from "./types";
import { site } from "../../contracts/site";
import { YEARS_IN_BUSINESS } from "./stats";

export interface Milestone {
  year: number;
  title: string;
  description: string;
}

export const aboutPage = {
  meta: {
    title: `Sobre o ${site.name} | Nossa história desde ${site.foundedYear}`,
    description: `Conheça a história do ${site.name}: mais de ${YEARS_IN_BUSINESS} anos ajudando empresas brasileiras a trocar papel, livro de protocolo e motoboy por fluxos digitais rastreáveis.`,
  },
  hero: {
    eyebrow: "Sobre nós",
    title: "Tiramos o papel do caminho das empresas brasileiras",
    lead: `Desde ${site.foundedYear}, o ${site.name} ajuda escritórios, construtoras, shoppings, administradoras e associações a saber onde está cada documento, quem o recebeu e o que falta para concluir.`,
  },
  history: {
    title: "Nossa história",
    lead: "Começamos resolvendo um problema de um escritório de contabilidade e crescemos ouvindo cada novo cliente.",
  },
  numbers: {
    title: "O Tramita em números",
    lead: "O que mais de uma década de trabalho com nossos clientes construiu.",
    timeReductionLabel: "de redução no tempo de trâmite",
    yearsLabel: "anos no mercado",
  },
  mission: {
    title: "Missão e visão",
    mission: {
      label: "Missão",
      text: "Dar a qualquer empresa, do escritório de duas pessoas à rede com dezenas de filiais, o controle completo sobre os seus documentos e correspondências, com rastro de cada passo e sem papel.",
    },
    vision: {
      label: "Visão",
      text: "Ser a plataforma em que as empresas brasileiras confiam para provar que entregaram, receberam e aprovaram, em segundos, em qualquer auditoria.",
    },
  },
  values: {
    title: "Nossos valores",
    lead: "O que orienta as nossas decisões, do código ao atendimento.",
  },
  office: {
    title: "Onde estamos",
    text: "Nossa sede fica em São Paulo, e o time trabalha em modelo híbrido, com pessoas em várias regiões do Brasil.",
  },
};

export const milestones: Milestone[] = [
  {
    year: 2014,
    title: "O primeiro protocolo digital",
    description:
      "O Tramita nasce em São Paulo para substituir o livro de protocolo de um escritório de contabilidade que entregava centenas de guias por mês e não conseguia provar nenhuma entrega.",
  },
  {
    year: 2015,
    title: "Correspondências com rastro",
    description:
      "Chega o controle de correspondências: registro na recepção, aviso ao destinatário e comprovante de retirada. Os primeiros condomínios e shoppings entram para a base.",
  },
  {
    year: 2016,
    title: "Malote digital",
    description:
      "Construtoras pedem uma forma de levar medições e projetos da obra à sede sem motoboy. Nasce o malote digital, com registro de envio, recebimento e leitura.",
  },
  {
    year: 2018,
    title: "Assinatura eletrônica e portal de solicitações",
    description:
      "Documentos passam a ser assinados dentro do próprio fluxo, e clientes, condôminos e associados ganham um portal para abrir pedidos com protocolo.",
  },
  {
    year: 2020,
    title: "Pronto para a LGPD e para o trabalho remoto",
    description:
      "Com a LGPD em vigor e as equipes em casa, reforçamos permissões por perfil, registro de acessos e a operação 100% pelo navegador.",
  },
  {
    year: 2021,
    title: "API de integrações",
    description:
      "Lançamos a API que conecta o Tramita a ERPs e sistemas contábeis, para que documentos entrem e saiam dos fluxos sem digitação.",
  },
  {
    year: 2024,
    title: "Dez anos de Tramita",
    description:
      "Completamos uma década ao lado de empresas de todos os portes e renovamos a experiência no celular, da portaria ao canteiro de obras.",
  },
  {
    year: 2026,
    title: "Relatórios e teste grátis sem cartão",
    description:
      "Novos relatórios de prazos e gargalos por setor, e um teste grátis em que qualquer empresa configura o primeiro fluxo no mesmo dia.",
  },
];

export const values: IconItem[] = [
  {
    title: "Rastro em tudo",
    description: "Se aconteceu, está registrado. Cada entrega, aprovação e acesso tem data, hora e responsável.",
    icon: Eye,
  },
  {
    title: "Simples de verdade",
    description: "Se a recepção não aprende no primeiro dia, o problema é nosso. Cortamos etapas antes de criar telas.",
    icon: Lightbulb,
  },
  {
    title: "Gente que atende gente",
    description: "Suporte em português, por pessoas que conhecem a rotina de um escritório, de uma obra e de um condomínio.",
    icon: HeartHandshake,
  },
  {
    title: "Cuidado com os dados",
    description: "Tratamos cada documento como se fosse nosso: acesso mínimo, criptografia e respeito à LGPD.",
    icon: ShieldCheck,
  },
  {
    title: "Crescer com o cliente",
    description: "O roteiro do produto nasce das conversas com quem usa o Tramita todos os dias.",
    icon: Users,
  },
];
