// spec §2: the 'exclusive resources' section: maturity assessment, ROI calculator, blog.
import { BookOpen, Calculator, Gauge } from "lucide-react";
import type { LucideIcon } from "lucide-react";

export interface Resource {
  title: string;
  description: string;
  href: string;
  cta: string;
  icon: LucideIcon;
}

export const resources: Resource[] = [
  {
    title: "Avaliação de maturidade digital",
    description: "Responda a perguntas rápidas e descubra em que estágio a gestão de documentos da sua empresa está, com recomendações práticas.",
    href: "/avaliacao-maturidade-digital",
    cta: "Fazer a avaliação",
    icon: Gauge,
  },
  {
    title: "Calculadora de ROI",
    description: "Informe seus volumes e custos e veja quanto tempo e dinheiro a digitalização de documentos devolve por mês.",
    href: "/calculadora-roi-digitalizacao-documentos",
    cta: "Calcular meu ROI",
    icon: Calculator,
  },
  {
    title: "Blog",
    description: "Guias sobre protocolo digital, malote digital, assinatura eletrônica, LGPD e rotinas sem papel.",
    href: "/blog",
    cta: "Ler os artigos",
    icon: BookOpen,
  },
];
