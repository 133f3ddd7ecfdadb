// /termos-de-uso: terms of use of the site and of the free trial.
import { FREE_TRIAL_DAYS } from "../../../contracts/landing";
import { site } from "../../../contracts/site";
import { list, p, type LegalDocument } from "./document";

const contactMail = { text: site.email, href: `mailto:${site.email}` };

export const termsOfUse: LegalDocument = {
  path: "/termos-de-uso",
  meta: {
    title: `Termos de uso | ${site.name}`,
    description: `Regras para usar o site do ${site.name} e o teste grátis de ${FREE_TRIAL_DAYS} dias: quem pode se cadastrar, uso aceitável, fim do teste sem cobrança, propriedade intelectual e responsabilidades.`,
  },
  eyebrow: "Termos",
  title: "Termos de uso",
  lead: `Estes termos valem para quem navega neste site e para quem cria uma conta no teste grátis do ${site.name}. Leia com atenção: ao usar o site ou criar a conta, você concorda com eles.`,
  updatedAt: "2026-11-22",
  sections: [
    {
      id: "quem-somos",
      title: "Quem somos",
      blocks: [
        p(`O site ${new URL(site.url).hostname} e a plataforma ${site.name} são oferecidos pela ${site.legalName}, CNPJ ${site.cnpj}, com sede na ${site.address.street}, ${site.address.city}/${site.address.state}, CEP ${site.address.postalCode}.`),
        p("Nestes termos, “nós” é o ", site.name, "; “você” é a pessoa que usa o site ou que cria a conta, em nome próprio ou da empresa que representa."),
      ],
    },
    {
      id: "uso-do-site",
      title: "Uso do site",
      blocks: [
        p("O conteúdo do site (textos, artigos, calculadoras e avaliações) tem caráter informativo. As simulações da calculadora de preços e da calculadora de ROI são estimativas: o preço que vale é o da proposta ou do contrato assinado."),
        p("Você pode navegar, ler e compartilhar links das páginas livremente. Não é permitido copiar o conteúdo em massa, tentar burlar os limites de envio ou os desafios anti-robô dos formulários, nem usar o site para enviar dados de terceiros sem autorização."),
      ],
    },
    {
      id: "elegibilidade",
      title: "Quem pode criar uma conta",
      blocks: [
        list(
          "pessoas maiores de 18 anos e plenamente capazes;",
          "que usem um e-mail corporativo válido e informem dados verdadeiros;",
          "que criem a conta para uso profissional, em nome de uma empresa ou entidade que estejam autorizadas a representar.",
        ),
        p("Podemos recusar ou encerrar um cadastro com dados falsos ou criado para testar o serviço em massa."),
      ],
    },
    {
      id: "conta",
      title: "Sua conta e sua senha",
      blocks: [
        p("Você é responsável por manter a sua senha em sigilo e por tudo o que for feito com a sua conta. Se desconfiar de uso indevido, troque a senha e avise o suporte em ", contactMail, "."),
        p("Os usuários que você convidar também ficam sujeitos a estes termos."),
      ],
    },
    {
      id: "teste-gratis",
      title: `Teste grátis de ${FREE_TRIAL_DAYS} dias`,
      blocks: [
        list(
          `O teste dura ${FREE_TRIAL_DAYS} dias corridos a partir da criação da conta e não exige cartão de crédito.`,
          "Cada empresa tem direito a um teste grátis.",
          "Durante o teste, você usa os recursos do plano escolhido, com os mesmos limites de usuários, protocolos e armazenamento.",
          "Ao final do teste, nada é cobrado. A conta só passa a ser paga se você escolher um plano e confirmar a contratação.",
          "Se você não contratar, a conta fica suspensa e os dados cadastrados são eliminados nos prazos da nossa política de privacidade. Enquanto isso, você pode pedir a exportação dos seus documentos ao suporte.",
        ),
        p("Os planos pagos, seus preços, formas de pagamento, renovação e cancelamento são regidos pela proposta e pelo contrato de assinatura, que prevalecem sobre estes termos no que forem diferentes."),
      ],
    },
    {
      id: "uso-aceitavel",
      title: "Uso aceitável",
      blocks: [
        p("Ao usar o site e a plataforma, você se compromete a não:"),
        list(
          "inserir conteúdo ilegal, ofensivo, que viole direitos de terceiros ou que contenha vírus ou código malicioso;",
          "tratar dados pessoais sem base legal ou em desacordo com a LGPD;",
          "tentar acessar áreas, contas ou dados de outros clientes;",
          "fazer engenharia reversa, sobrecarregar intencionalmente ou testar a segurança do serviço sem nossa autorização por escrito;",
          "revender ou disponibilizar o serviço a terceiros sem contrato com o Tramita.",
        ),
        p("Em caso de descumprimento, podemos suspender o acesso, após aviso sempre que possível, e tomar as medidas legais cabíveis."),
      ],
    },
    {
      id: "seus-dados",
      title: "Seus documentos e dados",
      blocks: [
        p("Os documentos e informações que você cadastra continuam sendo seus. Nós os usamos apenas para prestar o serviço, conforme a ", { text: "política de privacidade", href: "/privacidade" }, ". Em relação aos dados pessoais de terceiros que você insere na plataforma, a sua empresa é a controladora e o ", site.name, " atua como operador."),
      ],
    },
    {
      id: "propriedade-intelectual",
      title: "Propriedade intelectual",
      blocks: [
        p("A marca ", site.name, ", o software, o visual do site, os textos, as ilustrações e os artigos do blog pertencem à ", site.legalName, " ou são usados com autorização. O uso do site ou do teste não transfere a você nenhum direito sobre eles, além da licença de uso da plataforma durante o teste ou o contrato."),
        p("Sugestões que você nos enviar podem ser usadas para melhorar o produto, sem que isso gere obrigação de pagamento."),
      ],
    },
    {
      id: "disponibilidade",
      title: "Disponibilidade e mudanças no serviço",
      blocks: [
        p("Trabalhamos para manter o site e a plataforma disponíveis o tempo todo, mas podem ocorrer interrupções para manutenção, por falhas de terceiros (como provedores de internet e de nuvem) ou por caso fortuito e força maior. Manutenções programadas são feitas, sempre que possível, fora do horário comercial."),
        p("Podemos evoluir, alterar ou descontinuar funcionalidades. Mudanças relevantes para clientes pagantes seguem o que o contrato de assinatura prevê."),
      ],
    },
    {
      id: "responsabilidade",
      title: "Limites de responsabilidade",
      blocks: [
        p("Durante o teste grátis, o serviço é oferecido no estado em que se encontra, para avaliação. Na extensão permitida pela lei brasileira, não respondemos por lucros cessantes nem por danos indiretos decorrentes do uso ou da impossibilidade de uso do teste, nem por conteúdos que você ou os seus usuários inserirem."),
        p("Nada nestes termos limita direitos que não possam ser afastados por contrato. Quando a relação for de consumo, aplicam-se as normas do Código de Defesa do Consumidor (Lei nº 8.078/1990). Também não excluímos a responsabilidade por dolo ou culpa grave."),
      ],
    },
    {
      id: "alteracoes",
      title: "Alterações destes termos",
      blocks: [
        p("Podemos atualizar estes termos. A data da última atualização aparece no topo da página. Se a mudança afetar quem tem conta, avisaremos por e-mail com antecedência razoável; continuar usando o serviço depois disso significa concordar com a nova versão."),
      ],
    },
    {
      id: "lei-e-foro",
      title: "Lei aplicável e foro",
      blocks: [
        p(`Estes termos são regidos pelas leis da República Federativa do Brasil. Fica eleito o foro da comarca de ${site.forumCity} para resolver qualquer questão deles decorrente, ressalvado o direito do consumidor de propor ação no foro do seu domicílio.`),
      ],
    },
    {
      id: "contato",
      title: "Fale com a gente",
      blocks: [
        p("Dúvidas sobre estes termos? Escreva para ", contactMail, " ou use a ", { text: "central de ajuda", href: "/ajuda" }, ". Assuntos de privacidade e dados pessoais: ", { text: site.privacyEmail, href: `mailto:${site.privacyEmail}` }, "."),
      ],
    },
  ],
};
