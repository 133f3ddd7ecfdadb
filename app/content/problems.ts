// Customer problem cards: short first-person pains from before going digital.
import type { CustomerProblem } from "./types";

export const customerProblems: CustomerProblem[] = [
  {
    name: "Renata M.",
    sector: "Escritório de contabilidade",
    quote:
      "Eu perdia a manhã procurando protocolo de guia entregue. Quando o cliente cobrava, ninguém sabia quem tinha recebido.",
  },
  {
    name: "Marcos T.",
    sector: "Construtora",
    quote:
      "A medição ia da obra para a sede de motoboy. Às vezes voltava sem assinatura e o pagamento do fornecedor atrasava.",
  },
  {
    name: "Juliana P.",
    sector: "Shopping center",
    quote:
      "A correspondência dos lojistas se acumulava na administração. Toda semana alguém procurava um boleto que tinha sumido.",
  },
  {
    name: "Eduardo S.",
    sector: "Administradora de condomínios",
    quote:
      "Cada condomínio tinha uma pasta de papel. Para achar uma ata antiga, eu precisava descer até o arquivo morto.",
  },
  {
    name: "Patrícia L.",
    sector: "Associação profissional",
    quote:
      "Os pedidos dos associados chegavam por e-mail, telefone e balcão. Muita coisa ficava sem resposta e sem registro.",
  },
  {
    name: "Rafael C.",
    sector: "Departamento financeiro",
    quote:
      "Nota fiscal para aprovar rodava de mesa em mesa. Perdíamos o vencimento e pagávamos juros por pura demora.",
  },
];
