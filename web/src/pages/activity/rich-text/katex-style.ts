/** KaTeX's stylesheet and fonts, a module of their own so they load with the first equation. */
import 'katex/dist/katex.min.css';
