// /privacidade: the LGPD privacy policy of this site. What it says must match what the code
// does: the demo form's fields, each record's purpose, legal basis and retention
// (contracts/personal-data.ts, which the server's registry acts on), the consent record
// (server/consent/routes.ts), the browser storage key (contracts/consent.ts), the
// self-service of /privacidade/meus-dados (contracts/data-rights.ts).
import { CAPTCHA_CHALLENGE_TTL_MINUTES, formatHours, MEASUREMENT_RETENTION_MONTHS, RETENTION_HOURS } from "../../../contracts/retention";
import { CONSENT_MAX_AGE_DAYS, CONSENT_STORAGE_KEY } from "../../../contracts/consent";
import { FIRST_TOUCH_DAYS, FIRST_TOUCH_STORAGE_KEY } from "../../../contracts/first-touch";
import { ASSESSMENT_PROGRESS_STORAGE_KEY } from "../../../contracts/maturity-assessment";
import { describeField } from "../../../contracts/lead-fields";
import { DEMO_REQUEST_FIELDS } from "../../../contracts/endpoints/demo-request";
import { PERSONAL_DATA, type PersonalDataKind } from "../../../contracts/personal-data";
import { FREE_TRIAL_DAYS } from "../../../contracts/landing";
import { SESSION_COOKIE, SIGNUP_BROWSER_COOKIE, TOKEN_TTL_MS } from "../../../contracts/account-options";
import { DATA_RIGHTS_PAGE } from "../../../contracts/api-paths";
import { DATA_RIGHTS_LINK_TTL_MINUTES } from "../../../contracts/data-rights-options";
import { BOOKING_HOLD_MINUTES } from "../../../contracts/booking-options";
import { site } from "../../../contracts/site";
import { list, p, type LegalDocument } from "./document";

/** Every kind of personal record the database keeps (contracts/personal-data.ts). */
const records: readonly PersonalDataKind[] = Object.values(PERSONAL_DATA);

const consentMonths = Math.round(CONSENT_MAX_AGE_DAYS / 30.4);
const domain = new URL(site.url).hostname;
const dpoMail = { text: site.privacyEmail, href: `mailto:${site.privacyEmail}` };
const address = `${site.address.street}, ${site.address.city}/${site.address.state}, CEP ${site.address.postalCode}`;

export const privacyPolicy: LegalDocument = {
  path: "/privacidade",
  meta: {
    title: `Política de privacidade | ${site.name}`,
    description: `Como o ${site.name} trata dados pessoais conforme a LGPD: dados coletados no site, cookies, finalidades, bases legais, retenção, seus direitos e o contato do encarregado.`,
  },
  eyebrow: "Privacidade",
  title: "Política de privacidade",
  lead: `Esta política explica, em linguagem direta, quais dados pessoais o ${site.name} coleta neste site, para que os usa, com quem compartilha, por quanto tempo guarda e como você exerce os seus direitos previstos na Lei Geral de Proteção de Dados (Lei nº 13.709/2018, a LGPD).`,
  updatedAt: "2026-11-28",
  sections: [
    {
      id: "controlador",
      title: "Quem é o controlador dos seus dados",
      blocks: [
        p(`O controlador dos dados pessoais tratados neste site (${domain}) é a ${site.legalName}, inscrita no CNPJ sob o nº ${site.cnpj}, com sede na ${address}.`),
        p("Esta política vale para o site público, para os formulários que ele oferece e para o cadastro no teste grátis. Os documentos e dados que os nossos clientes inserem na plataforma depois de contratá-la são tratados pelo ", site.name, " como operador, segundo as instruções do cliente e o contrato assinado com ele."),
      ],
    },
    {
      id: "dados-coletados",
      title: "Quais dados coletamos",
      blocks: [
        p("Coletamos apenas os dados que você nos informa ao usar os recursos abaixo e alguns dados técnicos indispensáveis para o site funcionar com segurança. Navegar pelo site não exige cadastro."),
      ],
      subsections: [
        {
          id: "formulario-de-contato",
          title: "Formulário de contato e pedido de demonstração",
          blocks: [
            p("Quando você preenche o formulário de contato, recebemos:"),
            list(...Object.values(DEMO_REQUEST_FIELDS).map(describeField)),
            p("Junto com o pedido, guardamos a data e a hora do envio, a identificação do navegador (user agent) e um resumo criptográfico (hash com chave secreta) do seu endereço IP. Não guardamos o IP em si: o resumo serve apenas para identificar abusos, como envios automáticos em massa. O desafio anti-robô do formulário é resolvido no seu navegador e não identifica você."),
          ],
        },
        {
          id: "teste-gratis",
          title: "Cadastro no teste grátis",
          blocks: [
            p(`Para criar a conta do teste grátis de ${FREE_TRIAL_DAYS} dias, pedimos nome, e-mail corporativo, empresa, telefone e uma senha. A senha nunca é guardada como você a digitou: armazenamos apenas um hash gerado com o algoritmo scrypt, com um valor aleatório exclusivo para cada conta, de modo que nem a nossa equipe consegue lê-la.`),
            p("No primeiro acesso, você pode responder a algumas perguntas sobre a rotina da sua empresa (por exemplo, o segmento, o tamanho da equipe e o volume de documentos). Usamos essas respostas para configurar a conta e orientar o seu teste. Se você gerenciar a assinatura pelo site, também registramos as mudanças de plano ou de período e, se quiser informar, o motivo de um cancelamento."),
          ],
        },
        {
          id: "agendamento",
          title: "Agendamento de demonstração",
          blocks: [
            p("Ao agendar uma demonstração, recebemos nome, e-mail, telefone, empresa, o assunto da conversa, as observações que você escrever e a data e o horário escolhidos."),
            p(`O horário fica reservado por ${BOOKING_HOLD_MINUTES} minutos até você confirmar pelo link que enviamos ao seu e-mail. Só depois da confirmação a nossa equipe comercial e as nossas ferramentas de atendimento recebem o agendamento; sem ela, o horário é liberado e o pedido é apagado ${formatHours(RETENTION_HOURS.unconfirmedBookings)} depois.`),
          ],
        },
        {
          id: "avaliacao-e-calculadoras",
          title: "Avaliação de maturidade digital e calculadoras",
          blocks: [
            p("A avaliação de maturidade digital e a calculadora de ROI funcionam inteiramente no seu navegador: as respostas e os valores que você digita não são enviados ao nosso servidor."),
            p("Se você pedir o relatório da avaliação por e-mail, aí sim recebemos o seu nome, a empresa, o e-mail, as suas respostas e a pontuação obtida, para enviar o relatório."),
            p("Na calculadora de preços, se você gerar a proposta com contrato em PDF, recebemos o nome da empresa, o CNPJ, o nome e o e-mail do responsável e a configuração de plano escolhida."),
          ],
        },
        {
          id: "registro-de-consentimento",
          title: "Registro das suas escolhas de cookies",
          blocks: [
            p("Para comprovar o consentimento, como exige a LGPD, cada escolha feita no aviso de cookies é registrada no nosso servidor com: um código aleatório e anônimo de consentimento (o mesmo exibido nas preferências de cookies), as opções escolhidas para cada categoria, a versão desta política, a data e a hora da escolha e do recebimento, e o hash com chave secreta do endereço IP. Nenhum desses dados identifica você diretamente."),
          ],
        },
        {
          id: "registros-de-acesso",
          title: "Registros de acesso ao site",
          blocks: [
            p("Como todo provedor de aplicação na internet, mantemos registros de acesso (endereço IP, data, hora e endereço da página solicitada), conforme o art. 15 do Marco Civil da Internet (Lei nº 12.965/2014). Nossos registros técnicos omitem e-mails, telefones e cookies."),
            p("Antes de chegar ao site, cada acesso passa pelo nosso servidor web (proxy), que guarda um registro técnico por 14 dias para investigarmos falhas e ataques: a data e a hora, o endereço da página sem os parâmetros que vêm depois do ponto de interrogação (assim, os códigos dos links que enviamos por e-mail não ficam registrados), o resultado, o tamanho e a duração da resposta e só a rede de origem do acesso, sem a parte final do endereço IP, que identificaria a sua conexão. Apenas quando o próprio servidor falha (por exemplo, por falta de espaço em disco), ele anota o endereço completo da página e o IP do acesso afetado, num registro de erros apagado no mesmo prazo."),
          ],
        },
      ],
    },
    {
      id: "cookies",
      title: "Cookies e armazenamento no navegador",
      blocks: [
        p("Cookies e o armazenamento local do navegador guardam pequenas informações no seu dispositivo. Nós os dividimos em três categorias. Os necessários estão sempre ativos; os de análise e de marketing só são usados depois que você os autoriza no aviso de cookies."),
        {
          kind: "table",
          caption: "Cookies e itens de armazenamento usados neste site",
          columns: ["Nome", "Categoria", "Para que serve", "Duração", "Quem define"],
          rows: [
            [CONSENT_STORAGE_KEY, "Necessário (armazenamento local)", "Guarda as suas escolhas de cookies, a versão da política e o código anônimo de consentimento.", `${consentMonths} meses; depois disso perguntamos de novo`, site.name],
            [ASSESSMENT_PROGRESS_STORAGE_KEY, "Necessário (armazenamento local)", "Guarda as respostas da avaliação de maturidade digital em andamento, para que ela continue na mesma pergunta se a página for recarregada. Só é gravado depois que você responde ao aviso de cookies.", "Até você concluir ou recomeçar a avaliação", site.name],
            [`__Host-${SESSION_COOKIE}`, "Necessário (cookie httpOnly e seguro)", "Mantém conectada a sua conta de teste na página de gerenciamento da assinatura (/assinatura). Só é enviado por conexão segura (HTTPS) e a este endereço exato do site. Não é usado em outras páginas.", "Até você sair da conta ou a sessão expirar", site.name],
            [`__Host-${SIGNUP_BROWSER_COOKIE}`, "Necessário (cookie httpOnly e seguro)", "Marca o navegador em que você criou a conta de teste: ao confirmar o e-mail nele, vale a senha escolhida no cadastro; em outro navegador, pedimos que você crie a senha ao confirmar. Assim, quem se cadastrar com o e-mail de outra pessoa nunca ativa a própria senha. Só é enviado por conexão segura (HTTPS) e a este endereço exato do site.", `Até a confirmação do e-mail, por no máximo ${formatHours(TOKEN_TTL_MS["signup-browser"] / 3_600_000)}`, site.name],
            [FIRST_TOUCH_STORAGE_KEY, "Marketing (armazenamento local)", "Guarda de onde veio a sua primeira visita (a campanha, o site que indicou e a página de entrada), para sabermos qual campanha trouxe o seu pedido. Só é lido e enviado com um formulário que você envia; é apagado na hora em que você retira a autorização de marketing.", `${FIRST_TOUCH_DAYS} dias`, site.name],
            ["_ga", "Análise", "Distingue visitantes para medir, de forma agregada, como o site é usado (Google Analytics 4).", "2 anos", "Google"],
            ["_ga_<id>", "Análise", "Mantém o estado da visita para as mesmas medições do Google Analytics 4.", "2 anos", "Google"],
          ],
        },
        p("Marketing: não usamos cookies de publicidade. Com a sua autorização de marketing, guardamos só a origem da sua primeira visita, acima. Sem ela, nada é guardado no seu dispositivo: a origem da visita atual fica na memória da página e só é enviada com um formulário que você mesmo envia."),
        p("Quando o formulário usar o desafio reCAPTCHA do Google no lugar do nosso desafio próprio, o Google pode definir o cookie _GRECAPTCHA, necessário para a proteção contra robôs, por até 6 meses."),
        p("Você pode mudar as suas escolhas a qualquer momento pelo botão de preferências de cookies, no canto inferior esquerdo da tela, ou apagar cookies e dados do site nas configurações do seu navegador. Sem a sua autorização, o Google Analytics nem chega a ser carregado."),
      ],
    },
    {
      id: "medicao-agregada",
      title: "Medição agregada",
      blocks: [
        p("Para saber quais páginas e canais trazem visitas e quão rápido o site abre para quem o usa, contamos as visitas de forma agregada, sem cookie e sem identificar ninguém. A cada página aberta, o seu navegador envia ao nosso próprio servidor (nenhum terceiro recebe) uma mensagem curta com:"),
        list(
          "a página aberta, como modelo (por exemplo, /blog/:slug), sem os parâmetros que vêm depois do ponto de interrogação;",
          "o canal, a origem, o meio e a campanha de onde veio a visita, lidos do endereço de entrada (parâmetros utm_*) e do site que indicou;",
          "se é a primeira página aberta nesta aba;",
          "o tipo de tela (celular, tablet ou computador), pela largura da janela;",
          "quando você começa a preencher um formulário, só o fato de ter começado (nenhum campo digitado);",
          "os tempos de carregamento e de resposta da página (Core Web Vitals: LCP, INP, CLS, FCP e TTFB).",
        ),
        p("O servidor só soma essas mensagens a contadores diários (por exemplo, \"12 entradas pela busca orgânica na página inicial, pelo celular, em 27/11\") e a faixas de tempo de carregamento. Não guardamos o endereço IP, o navegador (user agent), nenhum código de visitante, nem um resumo (hash) de qualquer um deles, nem um registro por visita: depois de somada, a mensagem não pode ser ligada a você nem a outra visita sua. O navegador também não grava nada no seu dispositivo para isso. O user agent é lido apenas no momento da chegada, para descartar robôs, e não é guardado."),
        p(`Base legal: legítimo interesse (art. 7º, IX, da LGPD), para medir o alcance do site e melhorar o seu desempenho, com a avaliação de legítimo interesse registrada por nós. Os contadores são guardados por ${MEASUREMENT_RETENTION_MONTHS} meses, para comparar cada mês com o mesmo mês do ano anterior, e depois apagados.`),
        p("Se o seu navegador enviar o sinal Global Privacy Control ou Do Not Track, ele não envia nenhuma dessas mensagens. A autorização de cookies continua valendo como antes para o Google Analytics, que só é carregado com ela."),
      ],
    },
    {
      id: "finalidades-e-bases-legais",
      title: "Para que usamos os dados e com qual base legal",
      blocks: [
        p("Só tratamos dados pessoais com uma finalidade definida e uma das bases legais do art. 7º da LGPD:"),
        {
          kind: "table",
          caption: "Finalidades e bases legais de cada tratamento",
          columns: ["Tratamento", "Finalidade", "Base legal (LGPD)"],
          rows: [
            ...records.map((r) => [r.name, r.purpose, r.legalBasis]),
            ["Cookies de análise", "Medir o uso do site para melhorá-lo.", "Consentimento (art. 7º, I)"],
            ["Registros de acesso", "Guardar os registros exigidos pelo Marco Civil da Internet.", "Cumprimento de obrigação legal (art. 7º, II)"],
            ["Hash do IP, limites de envio e desafio anti-robô", "Proteger os formulários contra abuso e fraude.", "Legítimo interesse (art. 7º, IX), com impacto mínimo para você"],
          ],
        },
        p("Não vendemos dados pessoais, não os usamos para decisões automatizadas que afetem os seus interesses e não enviamos e-mails de marketing sem que você tenha pedido."),
      ],
    },
    {
      id: "compartilhamento",
      title: "Com quem compartilhamos",
      blocks: [
        p("Compartilhamos dados apenas com quem nos ajuda a prestar o serviço, sempre como operadores, sob contrato e com a obrigação de proteger os dados:"),
        list(
          "Provedor de envio de e-mails, para entregar as respostas, confirmações e relatórios que você pediu;",
          "Provedor de hospedagem e banco de dados, onde o site e as informações ficam armazenados;",
          "Ferramentas da nossa equipe comercial (CRM e RD Station Marketing), que recebem os pedidos de demonstração, agendamentos, pedidos de relatório, propostas e cadastros de teste para que possamos atender você;",
          "Google, apenas se você autorizar os cookies de análise (Google Analytics 4) ou quando o reCAPTCHA estiver ativo no formulário;",
          "Autoridades públicas, quando a lei ou uma ordem judicial exigir.",
        ),
      ],
    },
    {
      id: "transferencia-internacional",
      title: "Transferência internacional",
      blocks: [
        p("Alguns fornecedores, como o Google e provedores de nuvem, podem armazenar ou processar dados em servidores fora do Brasil. Nesses casos, a transferência segue o art. 33 da LGPD e o regulamento de transferência internacional da ANPD (Resolução CD/ANPD nº 19/2024), com cláusulas contratuais que garantem um nível de proteção equivalente ao brasileiro."),
      ],
    },
    {
      id: "retencao",
      title: "Por quanto tempo guardamos os dados",
      blocks: [
        p("Guardamos os dados apenas pelo tempo necessário para a finalidade ou para cumprir a lei. Os prazos abaixo são aplicados automaticamente: uma rotina do nosso servidor apaga, a cada hora, o que passou do prazo."),
        {
          kind: "table",
          caption: "Prazos de retenção",
          columns: ["Dados", "Prazo"],
          rows: [
            ...records.map((r) => [r.name, r.retention]),
            ["Conta de cliente e histórico da assinatura", "Enquanto durar o contrato e, depois, pelos prazos legais (por exemplo, 5 anos para documentos fiscais)"],
            [`Escolhas de cookies no seu navegador (${CONSENT_STORAGE_KEY})`, `${consentMonths} meses`],
            ["Registros de acesso ao site", "6 meses (Marco Civil da Internet, art. 15)"],
            ["Registro técnico do servidor web (proxy)", "14 dias"],
            ["Contadores da medição agregada (sem dados pessoais)", `${MEASUREMENT_RETENTION_MONTHS} meses`],
            ["Chaves de idempotência dos formulários", formatHours(RETENTION_HOURS.idempotencyKeys)],
            ["Registros de desafios anti-robô já resolvidos", `Até o desafio expirar, ${CAPTCHA_CHALLENGE_TTL_MINUTES} minutos depois de gerado`],
          ],
        },
        p(`Os e-mails que enviamos (confirmação de cadastro, links de acesso e de nova senha, confirmações de agendamento, relatórios e os avisos à nossa equipe comercial) ficam numa fila até serem entregues. Depois da entrega, o assunto, o texto, os anexos e o endereço do destinatário são apagados em ${formatHours(RETENTION_HOURS.sentMailContents)}; nos e-mails com um link que só serve a você (confirmar o cadastro, criar uma nova senha, acessar a assinatura, alterar um agendamento, ver os seus dados), em ${formatHours(RETENTION_HOURS.tokenMailContents)}. Guardamos apenas o tipo do e-mail, as datas, o número de tentativas, o resultado da entrega e o domínio do endereço (por exemplo, gmail.com), que não identificam você. Se um e-mail não puder ser entregue, o conteúdo fica guardado por ${formatHours(RETENTION_HOURS.failedMailContents)} para que a nossa equipe descubra o motivo e, depois, é apagado da mesma forma.`),
        p(`Dois registros técnicos servem só para proteger os formulários. A chave de idempotência evita que um mesmo envio seja registrado duas vezes quando a conexão cai e o navegador tenta de novo; na calculadora de preços, ela guarda também o PDF da proposta, que é reenviado tal como foi gerado. A chave é apagada após ${formatHours(RETENTION_HOURS.idempotencyKeys)}. O registro de cada desafio anti-robô já resolvido impede que o mesmo desafio seja usado de novo; ele é apagado quando o desafio expira, ${CAPTCHA_CHALLENGE_TTL_MINUTES} minutos depois de gerado.`),
      ],
    },
    {
      id: "seguranca",
      title: "Como protegemos os dados",
      blocks: [
        list(
          "Conexão criptografada (HTTPS) em todas as páginas e formulários;",
          "Senhas guardadas apenas como hash scrypt, com valor aleatório por conta;",
          "Endereços IP guardados apenas como hash com chave secreta;",
          "Acesso interno restrito a quem precisa, com registro de acessos;",
          "Cópias de segurança e monitoramento contínuo da infraestrutura.",
        ),
        p("Se ocorrer um incidente de segurança que possa causar risco ou dano relevante, comunicaremos a ANPD e as pessoas afetadas, como determina o art. 48 da LGPD."),
      ],
    },
    {
      id: "seus-direitos",
      title: "Seus direitos",
      blocks: [
        p("O art. 18 da LGPD garante a você, a qualquer momento e sem custo:"),
        list(
          "a confirmação de que tratamos dados seus;",
          "o acesso aos seus dados;",
          "a correção de dados incompletos, inexatos ou desatualizados;",
          "a anonimização, o bloqueio ou a eliminação de dados desnecessários, excessivos ou tratados em desconformidade com a lei;",
          "a portabilidade dos dados a outro fornecedor;",
          "a eliminação dos dados tratados com base no seu consentimento;",
          "a informação sobre com quem compartilhamos os seus dados;",
          "a informação sobre a possibilidade de não dar o consentimento e as consequências da recusa;",
          "a revogação do consentimento.",
        ),
        p("Você também pode se opor a um tratamento feito com base em outra hipótese legal, se ele descumprir a LGPD, e apresentar reclamação à Autoridade Nacional de Proteção de Dados (ANPD)."),
      ],
    },
    {
      id: "como-exercer",
      title: "Como exercer os seus direitos",
      blocks: [
        p(
          "O caminho mais rápido é a página ",
          { text: "Meus dados", href: DATA_RIGHTS_PAGE },
          `. Você informa o e-mail usado no site e recebe nele um link de uso único, válido por ${DATA_RIGHTS_LINK_TTL_MINUTES} minutos. Ao abri-lo, você vê na hora, agrupado, tudo o que guardamos ligado a esse e-mail, pode baixar uma cópia em JSON (portabilidade) e, depois de confirmar, excluir tudo de uma só vez. A exclusão cancela as demonstrações agendadas e encerra as sessões da conta de teste; mantemos apenas o que a lei exige ou permite, sem o seu e-mail, e a página diz o quê e por quê.`,
        ),
        p("Depois de uma exclusão, guardamos só um resumo criptográfico do e-mail (feito com uma chave secreta, ele não permite recuperar o endereço), para que os dados excluídos não voltem por uma importação ou por uma cópia de segurança antiga. Se você voltar a usar os nossos formulários, os novos dados serão tratados normalmente."),
        p("Para os demais direitos, como a correção de dados, ou se preferir falar com uma pessoa, envie o seu pedido para ", dpoMail, ", informando o direito que deseja exercer e o e-mail usado no site. Para proteger os seus dados, podemos pedir uma confirmação de identidade antes de atender."),
        p("Respondemos em até 15 dias. Para revogar o consentimento de cookies, basta usar o botão de preferências de cookies, sem precisar falar com ninguém."),
      ],
    },
    {
      id: "encarregado",
      title: "Encarregado pelo tratamento de dados (DPO)",
      blocks: [
        p(`Nossa encarregada pelo tratamento de dados pessoais é ${site.privacyOfficer}. Ela recebe as suas solicitações e as comunicações da ANPD pelo e-mail `, dpoMail, `, ou por correspondência para ${site.legalName}, ${address}, aos cuidados do encarregado de dados.`),
      ],
    },
    {
      id: "menores",
      title: "Crianças e adolescentes",
      blocks: [
        p("Este site e o teste grátis são destinados a empresas e a profissionais maiores de 18 anos. Não coletamos intencionalmente dados de crianças ou adolescentes."),
      ],
    },
    {
      id: "alteracoes",
      title: "Alterações desta política",
      blocks: [
        p("Podemos atualizar esta política para refletir mudanças no site ou na lei. A data da última atualização aparece no topo da página. Se a mudança afetar as categorias de cookies, pediremos as suas escolhas de novo; se afetar a sua conta, avisaremos por e-mail."),
        p("Dúvidas sobre esta política? Escreva para ", dpoMail, ". Veja também os ", { text: "termos de uso", href: "/termos-de-uso" }, "."),
      ],
    },
  ],
};
