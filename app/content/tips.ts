// 'Dica do Dia' tips, each pointing to one blog article.
import type { Tip } from "./types";

export const tips: Tip[] = [
  {
    title: "Protocole até o que é interno",
    description:
      "Gere um protocolo para cada documento entregue, inclusive entre setores. Quando surgir a dúvida, o número encerra a conversa.",
    link: "/blog/protocolo-digital-guia-completo",
  },
  {
    title: "Fotografe na chegada",
    description:
      "Registre cada correspondência com foto assim que ela chega à recepção. Assim ninguém precisa perguntar se o envelope chegou.",
    link: "/blog/gestao-de-correspondencias-na-empresa",
  },
  {
    title: "Troque o motoboy pelo malote digital",
    description:
      "Documentos entre filiais podem chegar em minutos, com registro de envio e de abertura. Guarde o transporte físico para o que é físico.",
    link: "/blog/malote-digital-o-que-e",
  },
  {
    title: "Guarde as evidências da assinatura",
    description:
      "Mantenha junto ao documento assinado o registro de data, hora e identificação de quem assinou. É isso que comprova a autoria.",
    link: "/blog/validade-juridica-assinatura-eletronica",
  },
  {
    title: "Acesso só para quem precisa",
    description:
      "Defina permissões por setor. Documento com dado pessoal não deve ficar aberto para a empresa inteira.",
    link: "/blog/lgpd-na-gestao-de-documentos",
  },
  {
    title: "Meça o papel antes de cortar",
    description:
      "Some o gasto mensal com impressão, toner, cópias e entregas. Esse número mostra quanto você passa a economizar ao digitalizar.",
    link: "/blog/economia-com-escritorio-sem-papel",
  },
  {
    title: "Uma pasta para cada condomínio",
    description:
      "Organize atas, contratos e comunicados em uma pasta digital por condomínio. O síndico encontra o que precisa sem ligar para você.",
    link: "/blog/administradora-de-condominios-digital",
  },
  {
    title: "Um só canal para documentos",
    description:
      "Peça que os clientes enviem tudo por um portal. Nada de arquivo perdido entre e-mail, mensagem e pen drive.",
    link: "/blog/escritorio-de-contabilidade-sem-papel",
  },
];
