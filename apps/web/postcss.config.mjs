// Tailwind CSS v4 runs as a PostCSS plugin; its theme lives in src/app/globals.css.
export default {
  plugins: { '@tailwindcss/postcss': {} },
};
