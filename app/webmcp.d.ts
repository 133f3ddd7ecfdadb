// WebMCP's declarative form annotations (https://developer.chrome.com/docs/ai/webmcp): a
// <form> named and described as a tool an AI agent can call; Lighthouse's agentic-browsing
// category checks every form carries them (npm run bench).
// The import makes this file a module: the declaration below augments React's types.
import type { HTMLAttributes } from "react";

declare module "react" {
  interface FormHTMLAttributes<T> extends HTMLAttributes<T> {
    toolname?: string;
    tooldescription?: string;
  }
}
