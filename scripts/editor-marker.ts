/** The file in build/ saying which content editor mode the build was made with ("none", "local", "github"). */
export const EDITOR_MARKER = "editor-mode.txt";
