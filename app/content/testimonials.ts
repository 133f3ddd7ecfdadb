// Customer testimonials (fictional people and companies), one per audience.
import type { Testimonial } from "./types";

export const testimonials: Testimonial[] = [
  {
    name: "Fernanda Azevedo",
    position: "Sócia-diretora",
    company: "Marés Contábil",
    rating: 5,
    text: "Hoje cada guia que entregamos tem protocolo com data e hora. Quando um cliente diz que não recebeu, eu mostro o comprovante em segundos.",
    avatar: "/images/avatars/fernanda-azevedo.svg",
    logo: "/images/logos/mares-contabil.svg",
  },
  {
    name: "Ricardo Nogueira",
    position: "Gerente de engenharia",
    company: "Prumo Sul Construções",
    rating: 4.5,
    text: "As medições saíam da obra e levavam dias para chegar à sede. Com o malote digital, a aprovação sai no mesmo dia e fica tudo registrado.",
    avatar: "/images/avatars/ricardo-nogueira.svg",
    logo: "/images/logos/prumo-sul.svg",
  },
  {
    name: "Camila Duarte",
    position: "Gerente de operações",
    company: "Shopping Jacarandá Park",
    rating: 5,
    text: "Cada encomenda é fotografada na chegada e o lojista recebe o aviso na hora. Acabaram as ligações perguntando se o pacote chegou.",
    avatar: "/images/avatars/camila-duarte.svg",
    logo: "/images/logos/jacaranda-park.svg",
  },
  {
    name: "Sérgio Tavares",
    position: "Diretor administrativo",
    company: "Varanda Gestão Condominial",
    rating: 4,
    text: "Os condôminos abrem solicitações pelo portal e acompanham o andamento sozinhos. O telefone da nossa equipe toca bem menos.",
    avatar: "/images/avatars/sergio-tavares.svg",
    logo: "/images/logos/varanda-condominial.svg",
  },
  {
    name: "Beatriz Lacerda",
    position: "Coordenadora de atendimento",
    company: "Associação dos Engenheiros do Vale Verde",
    rating: 5,
    text: "Cada pedido de associado vira um protocolo com prazo. Nos relatórios eu vejo o que está atrasado antes de alguém reclamar.",
    avatar: "/images/avatars/beatriz-lacerda.svg",
    logo: "/images/logos/engenheiros-vale-verde.svg",
  },
  {
    name: "Thiago Moura",
    position: "Gerente financeiro",
    company: "Quilate Finanças",
    rating: 4.5,
    text: "As notas fiscais passam por um fluxo de aprovação com responsável em cada etapa. Paramos de perder vencimento por documento parado.",
    avatar: "/images/avatars/thiago-moura.svg",
    logo: "/images/logos/quilate-financas.svg",
  },
];
