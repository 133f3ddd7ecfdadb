// Customer stories of /cases (fictional companies of the logo carousel), one segment each.
// Logos and quotes are not repeated here: the page finds them in client-logos.ts and
// testimonials.ts by company name.
import { site } from "../../contracts/site";

interface CaseResult {
  figure: string;
  label: string;
}

export interface CustomerCase {
  id: string;
  /** An id of app/content/segments.ts. */
  segmentId: string;
  /** A name of app/content/client-logos.ts. */
  company: string;
  city: string;
  headline: string;
  challenge: string;
  solution: string;
  results: CaseResult[];
}

export const casesPage = {
  meta: {
    title: `Cases de clientes | ${site.name}`,
    description: `Veja como escritórios de contabilidade, construtoras, shoppings, administradoras de condomínios e associações reduziram prazos e papel com o ${site.name}.`,
  },
  hero: {
    eyebrow: "Cases",
    title: "Resultados de quem já trabalha sem papel",
    lead: "Histórias de clientes dos cinco segmentos que atendemos, com os números antes e depois do Tramita.",
  },
  filterLabel: "Filtrar por segmento",
  allSegments: "Todos",
  challengeLabel: "O desafio",
  solutionLabel: "A solução",
  resultsLabel: "Resultados",
};

export const customerCases: CustomerCase[] = [
  {
    id: "mares-contabil",
    segmentId: "contabilidade",
    company: "Marés Contábil",
    city: "Santos/SP",
    headline: "Comprovante de entrega para cada guia, em segundos",
    challenge:
      "Com cerca de 400 clientes, o escritório entregava guias e balancetes por e-mail e por motoboy. Quando um cliente dizia que não tinha recebido um documento, a equipe passava horas procurando provas em caixas de entrada.",
    solution:
      "Todas as entregas passaram a sair pelo protocolo digital do Tramita, com confirmação de leitura. Os clientes enviam os documentos do mês pelo portal de solicitações, já organizados por competência.",
    results: [
      { figure: "95%", label: "menos tempo para comprovar uma entrega" },
      { figure: "0", label: "multas por guia entregue fora do prazo em 2025" },
      { figure: "R$ 2.800", label: "economizados por mês com motoboy e impressão" },
    ],
  },
  {
    id: "quilate-financas",
    segmentId: "contabilidade",
    company: "Quilate Finanças",
    city: "Belo Horizonte/MG",
    headline: "Notas fiscais aprovadas antes do vencimento",
    challenge:
      "As notas fiscais de fornecedores circulavam por e-mail entre compras, diretoria e financeiro. Sem saber com quem estava cada nota, a empresa pagava juros por atraso quase todo mês.",
    solution:
      "Um fluxo de aprovação com três etapas e prazo em cada uma, lembretes automáticos e um painel de notas paradas para o gerente financeiro.",
    results: [
      { figure: "de 6 para 1", label: "dia útil no tempo médio de aprovação" },
      { figure: "92%", label: "menos juros pagos por atraso" },
      { figure: "100%", label: "das aprovações com responsável e data registrados" },
    ],
  },
  {
    id: "prumo-sul",
    segmentId: "construtoras",
    company: "Prumo Sul Construções",
    city: "Porto Alegre/RS",
    headline: "Medições aprovadas no mesmo dia, entre obra e sede",
    challenge:
      "As medições das 9 obras em andamento iam para a sede em envelopes, levadas por motoboy. A aprovação demorava até quatro dias e atrasava o pagamento dos empreiteiros.",
    solution:
      "O malote digital liga cada canteiro à sede. As medições entram em um fluxo de aprovação com engenharia e financeiro e são assinadas eletronicamente.",
    results: [
      { figure: "de 4 dias para 6 horas", label: "no prazo médio de aprovação" },
      { figure: "38 mil", label: "folhas de papel a menos por ano" },
      { figure: "9", label: "obras conectadas à sede pelo malote digital" },
    ],
  },
  {
    id: "taipa-nova",
    segmentId: "construtoras",
    company: "Taipa Nova Construtora",
    city: "Goiânia/GO",
    headline: "Contratos com fornecedores assinados sem sair da obra",
    challenge:
      "Cada contrato de fornecedor precisava ser impresso, assinado pelo engenheiro no canteiro e levado à diretoria. Compras urgentes esperavam a ida do documento ao escritório.",
    solution:
      "Contratos e aditivos passaram a tramitar no Tramita, com assinatura eletrônica do engenheiro, da diretoria e do fornecedor, cada um no próprio celular.",
    results: [
      { figure: "85%", label: "menos tempo entre o pedido e o contrato assinado" },
      { figure: "100%", label: "dos contratos com trilha de assinaturas" },
      { figure: "R$ 1.900", label: "economizados por mês com impressão e deslocamentos" },
    ],
  },
  {
    id: "jacaranda-park",
    segmentId: "shopping-centers",
    company: "Shopping Jacarandá Park",
    city: "Campinas/SP",
    headline: "Encomendas dos lojistas avisadas na hora da chegada",
    challenge:
      "A administração recebia mais de 1.500 encomendas por mês para 180 lojas. O controle era um caderno na doca, e a equipe passava boa parte do dia atendendo ligações de lojistas.",
    solution:
      "Cada encomenda é fotografada e registrada na chegada. O lojista recebe o aviso automaticamente e assina a retirada na tela do tablet da doca.",
    results: [
      { figure: "80%", label: "menos ligações de lojistas sobre encomendas" },
      { figure: "1.500+", label: "encomendas por mês com comprovante de retirada" },
      { figure: "0", label: "extravios sem registro desde a implantação" },
    ],
  },
  {
    id: "mirante-das-aguas",
    segmentId: "shopping-centers",
    company: "Mirante das Águas Shopping",
    city: "Recife/PE",
    headline: "Pedidos de lojistas com prazo e responsável",
    challenge:
      "Pedidos de manutenção, autorizações de obra e solicitações de acesso chegavam por e-mail, telefone e papel. Muitos se perdiam entre os setores da administração.",
    solution:
      "Os lojistas abrem os pedidos pelo portal de solicitações. Cada pedido vira um protocolo com prazo, setor responsável e histórico visível para o lojista.",
    results: [
      { figure: "de 5 para 2", label: "dias no prazo médio de resposta" },
      { figure: "96%", label: "dos pedidos respondidos dentro do prazo" },
      { figure: "1 canal", label: "em vez de quatro para receber pedidos" },
    ],
  },
  {
    id: "varanda-condominial",
    segmentId: "condominios",
    company: "Varanda Gestão Condominial",
    city: "Curitiba/PR",
    headline: "Condôminos acompanhando pedidos sem telefonar",
    challenge:
      "A administradora cuida de 120 condomínios. Pedidos de segunda via, reservas e reclamações chegavam pelo telefone, e ninguém sabia dizer em que pé estava cada um.",
    solution:
      "Cada condomínio ganhou uma pasta digital e um portal para condôminos abrirem solicitações. Atas e contratos são assinados eletronicamente pelos síndicos.",
    results: [
      { figure: "60%", label: "menos ligações para a central de atendimento" },
      { figure: "120", label: "condomínios com pasta digital completa" },
      { figure: "3 dias", label: "a menos para registrar uma ata assinada" },
    ],
  },
  {
    id: "cobogo-administradora",
    segmentId: "condominios",
    company: "Cobogó Administradora",
    city: "Salvador/BA",
    headline: "Prestação de contas sem pastas físicas",
    challenge:
      "Todo mês, pastas de prestação de contas com centenas de comprovantes circulavam entre a administradora e os conselhos fiscais, com risco de perda e muito retrabalho.",
    solution:
      "Os comprovantes são digitalizados na chegada e enviados ao conselho por malote digital. A aprovação das contas acontece em um fluxo com prazo.",
    results: [
      { figure: "70 mil", label: "folhas economizadas por ano" },
      { figure: "de 15 para 4", label: "dias para aprovar a prestação de contas" },
      { figure: "100%", label: "dos comprovantes encontráveis por busca" },
    ],
  },
  {
    id: "engenheiros-vale-verde",
    segmentId: "associacoes",
    company: "Associação dos Engenheiros do Vale Verde",
    city: "São José dos Campos/SP",
    headline: "Cada pedido de associado com protocolo e prazo",
    challenge:
      "Pedidos de certidões, inscrições em cursos e atualizações cadastrais chegavam por vários canais. A coordenação só descobria um atraso quando o associado reclamava.",
    solution:
      "Um portal de solicitações com protocolo para cada pedido, fluxos por tipo de serviço e relatórios semanais de prazos para a coordenação.",
    results: [
      { figure: "98%", label: "dos pedidos atendidos dentro do prazo" },
      { figure: "4.200", label: "associados atendidos pelo portal" },
      { figure: "70%", label: "menos tempo para emitir uma certidão" },
    ],
  },
  {
    id: "corretores-planalto",
    segmentId: "associacoes",
    company: "Câmara dos Corretores do Planalto",
    city: "Brasília/DF",
    headline: "Dados de associados tratados conforme a LGPD",
    challenge:
      "Fichas de filiação em papel, com documentos pessoais, ficavam em arquivos sem controle de acesso. A entidade precisava se adequar à LGPD sem parar o atendimento.",
    solution:
      "A filiação passou a ser feita pelo portal, com documentos guardados no Tramita, permissões por perfil e registro de cada acesso aos dados.",
    results: [
      { figure: "100%", label: "dos acessos a dados pessoais registrados" },
      { figure: "de 10 para 2", label: "dias para concluir uma filiação" },
      { figure: "12 mil", label: "folhas de fichas em papel eliminadas" },
    ],
  },
];
