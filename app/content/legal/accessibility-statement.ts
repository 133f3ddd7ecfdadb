// /acessibilidade: the accessibility statement. The checks it names are the ones the
// repository runs (tests/e2e/route-sweep.spec.ts, tests/e2e/accessibility.spec.ts,
// tests/e2e/html-validation.spec.ts, scripts/bench/lighthouse.ts): change one, change this text.
import { businessHoursLines, replyPromise } from "../../../contracts/contact";
import { site } from "../../../contracts/site";
import { unbreakable } from "../../lib/unbreakable";
import { list, p, type LegalDocument } from "./document";

const mail = { text: site.email, href: `mailto:${site.email}` };
const phone = { text: unbreakable(site.phone.display), href: site.phone.href };
const whatsapp = { text: unbreakable(site.whatsapp.display), href: site.whatsapp.href };

export const accessibilityStatement: LegalDocument = {
  path: "/acessibilidade",
  meta: {
    title: `Acessibilidade | ${site.name}`,
    description: `Compromisso de acessibilidade do site do ${site.name}: meta WCAG 2.2 nível AA e ABNT NBR 17225, como testamos cada página, limitações conhecidas e como pedir ajuda.`,
  },
  eyebrow: "Acessibilidade",
  title: "Declaração de acessibilidade",
  lead: `Queremos que qualquer pessoa consiga conhecer o ${site.name}, pedir um contato e criar a sua conta, com teclado, leitor de tela, ampliação ou em qualquer tamanho de tela. Esta página diz o que buscamos, como verificamos e o que ainda falta.`,
  updatedAt: "2026-11-28",
  sections: [
    {
      id: "meta",
      title: "Nossa meta",
      blocks: [
        p(
          `Este site (${new URL(site.url).hostname}) busca a conformidade com as Diretrizes de Acessibilidade para Conteúdo Web (WCAG) 2.2, nível AA, do W3C, e com a norma ABNT NBR 17225:2025, conforme pede a Lei Brasileira de Inclusão (Lei nº 13.146/2015, art. 63).`,
        ),
        p(
          "A declaração vale para as páginas públicas deste site: a página inicial, as páginas de produto, as calculadoras, a avaliação de maturidade, o blog, a central de ajuda, o agendamento, o cadastro do teste grátis e as páginas legais. A plataforma usada depois do login é outro sistema e não está coberta aqui.",
        ),
      ],
    },
    {
      id: "como-testamos",
      title: "Como testamos",
      blocks: [
        p("A cada mudança no código, antes de ir ao ar, um navegador Chromium automatizado percorre todas as páginas do site e verifica:"),
        list(
          "as regras WCAG 2.0, 2.1 e 2.2 (níveis A e AA) e as boas práticas do axe-core, em larguras de 360, 768 e 1440 pixels;",
          "o preenchimento de cada formulário só com o teclado (Tab, Shift+Tab, Espaço e Enter), com o indicador de foco visível em cada campo e botão;",
          "a leitura a 320 pixels de largura com o texto ampliado em 200%, sem rolagem horizontal (critério 1.4.10, Reflow);",
          "o tamanho dos alvos de toque e clique: pelo menos 24 × 24 pixels ou espaço livre equivalente ao redor (critério 2.5.8);",
          "que nenhuma animação continue quando o sistema pede movimento reduzido (prefers-reduced-motion);",
          "a validade do HTML de cada página gerada, com o html-validate e suas regras de acessibilidade;",
          "textos com pelo menos 12 pixels, imagens com texto alternativo e dimensões, um título de página e um cabeçalho principal em cada página;",
          "o funcionamento das janelas de diálogo (foco preso dentro delas, Esc para fechar, foco de volta ao botão que as abriu) e das mensagens de aviso, lidas por leitores de tela.",
        ),
        p(
          "Nas medições de desempenho, cada página também passa pelo Lighthouse, com a nota máxima (100) como meta na categoria de acessibilidade. Cores de texto e fundo seguem o contraste mínimo de 4,5:1 (3:1 para textos grandes e bordas de controles).",
        ),
      ],
    },
    {
      id: "limitacoes",
      title: "Limitações conhecidas",
      blocks: [
        p("Testes automáticos encontram só parte dos problemas. Sabemos destes limites:"),
        list(
          "Os testes automáticos rodam apenas no Chromium. Testes com leitores de tela (NVDA, JAWS, VoiceOver, TalkBack) são feitos manualmente e não a cada mudança.",
          "O PDF do orçamento, enviado por e-mail, ainda não é um PDF marcado (PDF/UA). As mesmas informações estão no corpo do e-mail e na página da calculadora.",
          "Quando o site usa o reCAPTCHA do Google como desafio anti-robô, o desafio de imagens pode ser difícil para pessoas cegas ou com baixa visão. O desafio padrão do site não pede imagens: basta marcar uma caixa.",
          "Os artigos do blog são escritos pela equipe de marketing. O texto alternativo das imagens e a ordem dos títulos são revisados na publicação, mas um erro pode escapar.",
          "Ainda não oferecemos conteúdo em Libras.",
        ),
      ],
    },
    {
      id: "contato",
      title: "Encontrou uma barreira? Fale com a gente",
      blocks: [
        p(
          "Se alguma parte do site não funcionar com a sua forma de navegar, conte para nós qual página, o que você tentou fazer e, se puder, o navegador e a tecnologia assistiva que usa. Também enviamos o conteúdo que você precisar em outro formato.",
        ),
        list(["E-mail: ", mail], ["Telefone: ", phone], ["WhatsApp: ", whatsapp]),
        p(`Atendimento: ${businessHoursLines.join("; ")}. ${replyPromise}.`),
      ],
    },
  ],
};
