// Client logos for the carousel: sixteen fictional companies across the five audiences.
import type { ClientLogo } from "./types";

export const clientLogos: ClientLogo[] = [
  { name: "Marés Contábil", logo: "/images/logos/mares-contabil.svg" },
  { name: "Prumo Sul Construções", logo: "/images/logos/prumo-sul.svg" },
  { name: "Shopping Jacarandá Park", logo: "/images/logos/jacaranda-park.svg" },
  { name: "Varanda Gestão Condominial", logo: "/images/logos/varanda-condominial.svg" },
  { name: "Associação dos Engenheiros do Vale Verde", logo: "/images/logos/engenheiros-vale-verde.svg" },
  { name: "Quilate Finanças", logo: "/images/logos/quilate-financas.svg" },
  { name: "Alicerce Vale Engenharia", logo: "/images/logos/alicerce-vale.svg" },
  { name: "Mirante das Águas Shopping", logo: "/images/logos/mirante-das-aguas.svg" },
  { name: "Cobogó Administradora", logo: "/images/logos/cobogo-adm.svg" },
  { name: "Câmara dos Corretores do Planalto", logo: "/images/logos/corretores-planalto.svg" },
  { name: "Trevo Azul Contabilidade", logo: "/images/logos/trevo-azul.svg" },
  { name: "Taipa Nova Construtora", logo: "/images/logos/taipa-nova.svg" },
  { name: "Galeria Sabiá Center", logo: "/images/logos/sabia-center.svg" },
  { name: "Ladrilho Condomínios", logo: "/images/logos/ladrilho-condominios.svg" },
  { name: "Associação Contábil Serra Alta", logo: "/images/logos/serra-alta.svg" },
  { name: "Lastro Gestão Financeira", logo: "/images/logos/lastro-financeira.svg" },
];
