// spec §2: the route table. A route appears here when its page exists; until then its
// path is simply not found.
import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/marketing/home.tsx"),
  route("calculadora", "routes/tools/calculadora.tsx"),
  route("correspondencias", "routes/marketing/correspondencias.tsx"),
  route("fluxo-documentos", "routes/marketing/fluxo-documentos.tsx"),
  route("sobre", "routes/marketing/sobre.tsx"),
  route("carreiras", "routes/marketing/carreiras.tsx"),
  route("cases", "routes/marketing/cases.tsx"),
  route("ajuda", "routes/marketing/ajuda.tsx"),
  route("privacidade", "routes/legal/privacidade.tsx"),
  route("privacidade/meus-dados", "routes/legal/meus-dados.tsx"),
  route("termos-de-uso", "routes/legal/termos-de-uso.tsx"),
  route("calculadora-roi-digitalizacao-documentos", "routes/tools/calculadora-roi.tsx"),
  route("avaliacao-maturidade-digital", "routes/tools/avaliacao-maturidade.tsx"),
  route("agendamento", "routes/marketing/agendamento.tsx"),
  route("signup", "routes/account/signup.tsx"),
  route("signup-success", "routes/account/signup-success.tsx"),
  route("confirmar-email", "routes/account/confirmar-email.tsx"),
  route("recuperar-senha", "routes/account/recuperar-senha.tsx"),
  route("login", "routes/account/login.tsx"),
  route("onboarding", "routes/account/onboarding.tsx"),
  route("assinatura", "routes/account/assinatura.tsx"),
  route("blog", "routes/marketing/blog.tsx"),
  route("blog/:slug", "routes/marketing/blog-post.tsx"),
  route("faq", "routes/marketing/faq.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
