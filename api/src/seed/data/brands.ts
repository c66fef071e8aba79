/**
 * Demo brands: invented independent European labels for kids and women.
 * `code` prefixes the product references of the brand; `audience` says which products it makes.
 */
import type { LocalizedText } from "./types.js";

export interface SeedBrand {
  slug: string;
  name: string;
  /** Short code used in product references (3 letters). */
  code: string;
  /** ISO 3166-1 alpha-2 country of the studio. */
  country: string;
  /** City of the studio, in its own language. */
  city: string;
  foundedYear: number;
  audience: "kid" | "woman" | "both";
  /** Main colour of the logo, #rrggbb. */
  logoColor: string;
  description: LocalizedText;
}

export const BRANDS: readonly SeedBrand[] = [
  {
    slug: "petit-mistral",
    name: "Petit Mistral",
    code: "PMI",
    country: "FR",
    city: "Marseille",
    foundedYear: 2014,
    audience: "kid",
    logoColor: "#1f3a5f",
    description: {
      fr: "Né sur le Vieux-Port, Petit Mistral dessine des marinières, des sweats et des shorts qui résistent aux parties de cache-cache comme aux virées à la plage. Coton épais, coutures renforcées et couleurs franches : des basiques solides qui passent d'un enfant à l'autre.",
      de: "Petit Mistral stammt aus dem Alten Hafen von Marseille und entwirft Ringelshirts, Sweatshirts und Shorts, die Versteckspielen und Strandausflügen gleichermaßen standhalten. Dicker Baumwollstoff, verstärkte Nähte und kräftige Farben: robuste Basics, die von einem Kind zum nächsten weitergegeben werden.",
      nl: "Petit Mistral komt uit de oude haven van Marseille en ontwerpt streepshirts, sweaters en shorts die zowel verstoppertje als een dagje strand overleven. Stevig katoen, versterkte naden en heldere kleuren: sterke basics die van het ene kind naar het volgende gaan.",
      es: "Nacida en el puerto viejo de Marsella, Petit Mistral diseña camisetas marineras, sudaderas y shorts que aguantan tanto el escondite como las tardes de playa. Algodón grueso, costuras reforzadas y colores vivos: básicos resistentes que pasan de un hermano a otro.",
      en: "Born on Marseille's Old Port, Petit Mistral designs Breton tops, sweatshirts and shorts that survive hide-and-seek and beach days alike. Heavy cotton, reinforced seams and bold colours: sturdy basics that get handed down from one child to the next.",
    },
  },
  {
    slug: "maison-colibri",
    name: "Maison Colibri",
    code: "MCO",
    country: "FR",
    city: "Lyon",
    foundedYear: 2011,
    audience: "both",
    logoColor: "#e98aa0",
    description: {
      fr: "Maison Colibri imprime ses propres motifs fleuris dans un atelier lyonnais et les décline en robes pour les petites filles et leurs mamans. Ses collections « mère-fille » sont devenues un rendez-vous attendu à chaque printemps.",
      de: "Maison Colibri druckt seine eigenen Blumenmuster in einer Lyoner Werkstatt und verarbeitet sie zu Kleidern für kleine Mädchen und ihre Mütter. Die Mutter-Tochter-Kollektionen sind jeden Frühling ein heiß erwarteter Termin.",
      nl: "Maison Colibri drukt zijn eigen bloemenprints in een atelier in Lyon en maakt er jurken van voor kleine meisjes en hun moeders. De moeder-dochtercollecties zijn elk voorjaar een langverwacht moment.",
      es: "Maison Colibri estampa sus propios motivos florales en un taller de Lyon y los convierte en vestidos para niñas y sus madres. Sus colecciones «madre e hija» se han convertido en una cita esperada cada primavera.",
      en: "Maison Colibri prints its own floral patterns in a Lyon workshop and turns them into dresses for little girls and their mums. Its mother-and-daughter collections have become a much-awaited moment every spring.",
    },
  },
  {
    slug: "kleine-wolke",
    name: "Kleine Wolke",
    code: "KWO",
    country: "DE",
    city: "Hamburg",
    foundedYear: 2016,
    audience: "kid",
    logoColor: "#8ec5e8",
    description: {
      fr: "Kleine Wolke (« petit nuage ») coud à Hambourg des bodies, pyjamas et gigoteuses en coton bio certifié GOTS. Des pressions faciles, des coutures plates et des teintes douces pensées pour les nuits de bébé.",
      de: "Kleine Wolke näht in Hamburg Bodys, Schlafanzüge und Schlafsäcke aus GOTS-zertifizierter Bio-Baumwolle. Leichtgängige Druckknöpfe, flache Nähte und sanfte Farben – gemacht für ruhige Babynächte.",
      nl: "Kleine Wolke ('kleine wolk') maakt in Hamburg rompers, pyjama's en slaapzakken van GOTS-gecertificeerd biologisch katoen. Makkelijke drukknopen, platte naden en zachte tinten, bedacht voor rustige babynachten.",
      es: "Kleine Wolke («nubecita») confecciona en Hamburgo bodies, pijamas y sacos de dormir de algodón orgánico con certificado GOTS. Corchetes fáciles, costuras planas y tonos suaves pensados para las noches del bebé.",
      en: "Kleine Wolke ('little cloud') sews bodysuits, pyjamas and sleeping bags in GOTS-certified organic cotton in Hamburg. Easy snaps, flat seams and soft shades designed for peaceful baby nights.",
    },
  },
  {
    slug: "duinroos",
    name: "Duinroos",
    code: "DUI",
    country: "NL",
    city: "Haarlem",
    foundedYear: 2018,
    audience: "kid",
    logoColor: "#f08a6e",
    description: {
      fr: "Duinroos puise ses couleurs dans les dunes de la côte néerlandaise : corail, sable et vert oyat. La marque de Haarlem mise sur des coupes amples et des tissus recyclés pour que les enfants bougent librement.",
      de: "Duinroos holt sich seine Farben aus den Dünen der niederländischen Küste: Koralle, Sand und Strandhafergrün. Das Label aus Haarlem setzt auf weite Schnitte und recycelte Stoffe, damit Kinder sich frei bewegen können.",
      nl: "Duinroos haalt zijn kleuren uit de duinen langs de Hollandse kust: koraal, zand en helmgras. Het Haarlemse label kiest voor ruime pasvormen en gerecyclede stoffen, zodat kinderen vrij kunnen bewegen.",
      es: "Duinroos se inspira en las dunas de la costa neerlandesa: coral, arena y verde barrón. La marca de Haarlem apuesta por patrones holgados y tejidos reciclados para que los niños se muevan con libertad.",
      en: "Duinroos takes its colours from the dunes of the Dutch coast: coral, sand and marram-grass green. The Haarlem label favours roomy cuts and recycled fabrics so children can move freely.",
    },
  },
  {
    slug: "olivo-y-sal",
    name: "Olivo y Sal",
    code: "OYS",
    country: "ES",
    city: "Valencia",
    foundedYear: 2015,
    audience: "woman",
    logoColor: "#7d7a4f",
    description: {
      fr: "Depuis Valence, Olivo y Sal habille les femmes de lin, de coton lavé et de couleurs méditerranéennes. Des robes fluides, des pantalons larges et des chemises qui se portent de la plage au dîner.",
      de: "Aus Valencia kleidet Olivo y Sal Frauen in Leinen, gewaschene Baumwolle und mediterrane Farben. Fließende Kleider, weite Hosen und Blusen, die vom Strand bis zum Abendessen passen.",
      nl: "Vanuit Valencia kleedt Olivo y Sal vrouwen in linnen, gewassen katoen en mediterrane kleuren. Soepele jurken, wijde broeken en blouses die je van het strand tot aan het diner draagt.",
      es: "Desde Valencia, Olivo y Sal viste a las mujeres de lino, algodón lavado y colores mediterráneos. Vestidos fluidos, pantalones anchos y camisas que van de la playa a la cena.",
      en: "From Valencia, Olivo y Sal dresses women in linen, washed cotton and Mediterranean colours. Flowing dresses, wide-leg trousers and shirts that take you from the beach to dinner.",
    },
  },
  {
    slug: "atelier-brume",
    name: "Atelier Brume",
    code: "ABR",
    country: "BE",
    city: "Gent",
    foundedYear: 2012,
    audience: "woman",
    logoColor: "#a9adb3",
    description: {
      fr: "Atelier Brume est né à Gand d'une passion pour la maille. Pulls en laine mérinos, cardigans oversize et robes en jersey côtelé : des pièces douces et intemporelles, tricotées en petites séries en Belgique et au Portugal.",
      de: "Atelier Brume entstand in Gent aus einer Leidenschaft für Strick. Pullover aus Merinowolle, Oversize-Cardigans und Kleider aus Rippjersey: weiche, zeitlose Stücke, in kleinen Serien in Belgien und Portugal gestrickt.",
      nl: "Atelier Brume ontstond in Gent uit een passie voor breiwerk. Truien van merinowol, oversized vesten en jurken van geribde jersey: zachte, tijdloze stukken, in kleine series gebreid in België en Portugal.",
      es: "Atelier Brume nació en Gante de la pasión por el punto. Jerséis de lana merino, cárdigans oversize y vestidos de punto canalé: prendas suaves y atemporales, tejidas en series cortas en Bélgica y Portugal.",
      en: "Atelier Brume was born in Ghent out of a love for knitwear. Merino jumpers, oversized cardigans and ribbed jersey dresses: soft, timeless pieces knitted in small runs in Belgium and Portugal.",
    },
  },
  {
    slug: "fjordling",
    name: "Fjordling",
    code: "FJO",
    country: "DK",
    city: "Aarhus",
    foundedYear: 2013,
    audience: "kid",
    logoColor: "#2f6f73",
    description: {
      fr: "Fjordling conçoit à Aarhus des manteaux, bonnets et salopettes imperméables pour les enfants qui jouent dehors par tous les temps. Des vêtements techniques mais simples, aux couleurs vives pour être bien vus.",
      de: "Fjordling entwirft in Aarhus Jacken, Mützen und wasserdichte Latzhosen für Kinder, die bei jedem Wetter draußen spielen. Funktionell, aber unkompliziert – in leuchtenden Farben, damit man sie gut sieht.",
      nl: "Fjordling ontwerpt in Aarhus jassen, mutsen en waterdichte tuinbroeken voor kinderen die in elk weer buiten spelen. Technisch maar eenvoudig, in felle kleuren zodat ze goed zichtbaar zijn.",
      es: "Fjordling diseña en Aarhus abrigos, gorros y petos impermeables para los niños que juegan al aire libre haga el tiempo que haga. Ropa técnica pero sencilla, en colores vivos para que se les vea bien.",
      en: "Fjordling designs coats, hats and waterproof dungarees in Aarhus for children who play outside in all weathers. Technical yet simple clothes in bright colours so little ones are easy to spot.",
    },
  },
  {
    slug: "nido-studio",
    name: "Nido Studio",
    code: "NID",
    country: "ES",
    city: "Barcelona",
    foundedYear: 2019,
    audience: "kid",
    logoColor: "#c8643b",
    description: {
      fr: "Nido Studio (« le nid ») crée à Barcelone des trousseaux de naissance en gaze de coton et en maille douce. Des tons terre, des finitions brodées main et des coffrets pensés pour offrir.",
      de: "Nido Studio („das Nest“) gestaltet in Barcelona Erstausstattungen aus Baumwollmusselin und weichem Strick. Erdige Töne, handbestickte Details und Geschenkboxen, die zum Verschenken gemacht sind.",
      nl: "Nido Studio ('het nest') maakt in Barcelona babyuitzetten van katoenen hydrofiel en zacht breiwerk. Aardetinten, met de hand geborduurde details en geschenkdozen die klaar zijn om cadeau te doen.",
      es: "Nido Studio crea en Barcelona canastillas de recién nacido en muselina de algodón y punto suave. Tonos tierra, acabados bordados a mano y cajas pensadas para regalar.",
      en: "Nido Studio ('the nest') creates newborn layettes in cotton muslin and soft knits in Barcelona. Earthy tones, hand-embroidered finishes and gift boxes made for giving.",
    },
  },
  {
    slug: "linnea-och-ko",
    name: "Linnea & Ko",
    code: "LIK",
    country: "SE",
    city: "Göteborg",
    foundedYear: 2010,
    audience: "kid",
    logoColor: "#f6c945",
    description: {
      fr: "Linnea & Ko, c'est l'esprit suédois dans le vestiaire des enfants : imprimés graphiques, jaunes soleil et leggings qui suivent toutes les acrobaties. Chaque collection est testée par un panel de vrais enfants de Göteborg.",
      de: "Linnea & Ko bringt schwedischen Geist in den Kinderkleiderschrank: grafische Drucke, sonniges Gelb und Leggings, die jede Akrobatik mitmachen. Jede Kollektion wird von echten Kindern aus Göteborg getestet.",
      nl: "Linnea & Ko brengt de Zweedse sfeer naar de kinderkast: grafische prints, zonnig geel en leggings die elke buiteling meemaken. Elke collectie wordt getest door een panel van echte kinderen uit Göteborg.",
      es: "Linnea & Ko lleva el espíritu sueco al armario infantil: estampados gráficos, amarillos soleados y leggings que acompañan todas las acrobacias. Cada colección la prueba un grupo de niños reales de Gotemburgo.",
      en: "Linnea & Ko brings a Swedish spirit to children's wardrobes: graphic prints, sunny yellows and leggings that keep up with every somersault. Each collection is tested by a panel of real kids from Gothenburg.",
    },
  },
  {
    slug: "ortie-blanche",
    name: "Ortie Blanche",
    code: "ORT",
    country: "FR",
    city: "Nantes",
    foundedYear: 2017,
    audience: "woman",
    logoColor: "#9bb59a",
    description: {
      fr: "Ortie Blanche fabrique en France des chemises, blouses et jupes en coton bio et en lin. La créatrice nantaise travaille en séries limitées avec des ateliers de confection de l'Ouest, pour une mode lente et lumineuse.",
      de: "Ortie Blanche fertigt in Frankreich Hemden, Blusen und Röcke aus Bio-Baumwolle und Leinen. Die Designerin aus Nantes arbeitet in limitierten Serien mit Nähateliers aus Westfrankreich – für eine langsame, helle Mode.",
      nl: "Ortie Blanche maakt in Frankrijk overhemden, blouses en rokken van biologisch katoen en linnen. De ontwerpster uit Nantes werkt in beperkte oplages met confectieateliers uit West-Frankrijk, voor slow fashion vol licht.",
      es: "Ortie Blanche fabrica en Francia camisas, blusas y faldas de algodón orgánico y lino. Su creadora, de Nantes, trabaja en series limitadas con talleres de confección del oeste del país, por una moda lenta y luminosa.",
      en: "Ortie Blanche makes shirts, blouses and skirts from organic cotton and linen in France. The Nantes-based designer works in limited runs with sewing workshops in western France, for slow, luminous fashion.",
    },
  },
  {
    slug: "velours-bleu",
    name: "Velours Bleu",
    code: "VEB",
    country: "BE",
    city: "Bruxelles",
    foundedYear: 2009,
    audience: "both",
    logoColor: "#4a6fa5",
    description: {
      fr: "Spécialiste bruxellois du velours côtelé et du denim, Velours Bleu propose des pantalons, salopettes et vestes pour les enfants et leurs parents. Des matières qui se patinent joliment et des coupes qui durent plusieurs saisons.",
      de: "Velours Bleu aus Brüssel ist auf Cord und Denim spezialisiert und bietet Hosen, Latzhosen und Jacken für Kinder und ihre Eltern. Materialien, die schön altern, und Schnitte, die mehrere Saisons halten.",
      nl: "Velours Bleu uit Brussel is gespecialiseerd in ribfluweel en denim en maakt broeken, tuinbroeken en jasjes voor kinderen en hun ouders. Stoffen die mooi verouderen en pasvormen die meerdere seizoenen meegaan.",
      es: "Especialista bruselense en pana y denim, Velours Bleu propone pantalones, petos y chaquetas para niños y para sus padres. Tejidos que envejecen con encanto y patrones que duran varias temporadas.",
      en: "A Brussels specialist in corduroy and denim, Velours Bleu offers trousers, dungarees and jackets for children and their parents. Fabrics that age beautifully and cuts that last several seasons.",
    },
  },
  {
    slug: "sabbia",
    name: "Sabbia",
    code: "SAB",
    country: "IT",
    city: "Firenze",
    foundedYear: 2008,
    audience: "woman",
    logoColor: "#c19a6b",
    description: {
      fr: "Sabbia réalise en Toscane des sacs, foulards et chaussures en cuir tanné végétal. Des accessoires sobres et généreux, pensés pour accompagner toutes les tenues de la semaine.",
      de: "Sabbia fertigt in der Toskana Taschen, Tücher und Schuhe aus pflanzlich gegerbtem Leder. Schlichte, großzügige Accessoires, die jedes Outfit der Woche begleiten.",
      nl: "Sabbia maakt in Toscane tassen, sjaals en schoenen van plantaardig gelooid leer. Sobere, royale accessoires die bij elke outfit van de week passen.",
      es: "Sabbia elabora en la Toscana bolsos, pañuelos y zapatos de piel curtida con taninos vegetales. Accesorios sobrios y generosos, pensados para acompañar todos los looks de la semana.",
      en: "Sabbia crafts bags, scarves and shoes in vegetable-tanned leather in Tuscany. Understated, generous accessories designed to go with every outfit of the week.",
    },
  },
  {
    slug: "stapje",
    name: "Stapje",
    code: "STP",
    country: "NL",
    city: "Utrecht",
    foundedYear: 2020,
    audience: "both",
    logoColor: "#d9483b",
    description: {
      fr: "Stapje (« petit pas ») fabrique des baskets, sandales et chaussons à semelle souple, validés par des podologues pour accompagner les premiers pas comme les grandes enjambées. Et désormais aussi pour les mamans.",
      de: "Stapje („kleiner Schritt“) stellt Sneaker, Sandalen und Hausschuhe mit weicher Sohle her, von Fußexperten geprüft – für die ersten Schritte wie für die großen Sprünge. Und inzwischen auch für Mütter.",
      nl: "Stapje maakt sneakers, sandalen en pantoffels met soepele zolen, goedgekeurd door podologen, voor de eerste stapjes én de grote stappen. En voortaan ook voor mama's.",
      es: "Stapje («pasito») fabrica zapatillas, sandalias y zapatillas de casa con suela flexible, validadas por podólogos para acompañar los primeros pasos y las grandes zancadas. Y ahora también para mamás.",
      en: "Stapje ('little step') makes trainers, sandals and slippers with flexible soles, approved by podiatrists for first steps and big strides alike. And now for mums too.",
    },
  },
  {
    slug: "mimosa-lisboa",
    name: "Mimosa Lisboa",
    code: "MIL",
    country: "PT",
    city: "Lisboa",
    foundedYear: 2016,
    audience: "both",
    logoColor: "#b9a3d6",
    description: {
      fr: "Dans le nord du Portugal, Mimosa Lisboa tricote des t-shirts, cardigans et robes en coton bio pour les enfants et les femmes. Une fabrication de proximité, des teintures sans produits nocifs et des prix justes.",
      de: "Im Norden Portugals strickt Mimosa Lisboa T-Shirts, Cardigans und Kleider aus Bio-Baumwolle für Kinder und Frauen. Regionale Fertigung, schadstofffreie Färbung und faire Preise.",
      nl: "In het noorden van Portugal breit Mimosa Lisboa T-shirts, vesten en jurken van biologisch katoen voor kinderen en vrouwen. Lokale productie, verf zonder schadelijke stoffen en eerlijke prijzen.",
      es: "En el norte de Portugal, Mimosa Lisboa teje camisetas, cárdigans y vestidos de algodón orgánico para niños y mujeres. Fabricación de proximidad, tintes sin sustancias nocivas y precios justos.",
      en: "In northern Portugal, Mimosa Lisboa knits T-shirts, cardigans and dresses in organic cotton for children and women. Local production, dyes free of harmful substances and fair prices.",
    },
  },
];

export function brandBySlug(slug: string): SeedBrand {
  const brand = BRANDS.find((b) => b.slug === slug);
  if (!brand) throw new Error(`Unknown brand ${slug}`);
  return brand;
}
