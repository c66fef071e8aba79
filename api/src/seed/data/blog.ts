/**
 * Blog (/blog): categories and posts. One slug per post, shared by every locale; bodies are
 * Markdown; reading minutes are computed from the body (about 200 words a minute).
 */
import { bodyReadingMinutes } from "../../modules/blog/index.js";
import { hexOf } from "./colors.js";
import type { GarmentSpec, LocalizedText, Theme } from "./types.js";

export interface SeedBlogCategory {
  slug: string;
  name: LocalizedText;
}

export const BLOG_CATEGORIES: readonly SeedBlogCategory[] = [
  {
    slug: "conseils-style",
    name: { fr: "Conseils style", de: "Stiltipps", nl: "Stijltips", es: "Consejos de estilo", en: "Style tips" },
  },
  {
    slug: "bebe-naissance",
    name: {
      fr: "Bébé et naissance",
      de: "Baby und Geburt",
      nl: "Baby en geboorte",
      es: "Bebé y nacimiento",
      en: "Baby and birth",
    },
  },
  {
    slug: "mode-responsable",
    name: {
      fr: "Mode responsable",
      de: "Nachhaltige Mode",
      nl: "Duurzame mode",
      es: "Moda responsable",
      en: "Sustainable fashion",
    },
  },
  {
    slug: "vie-de-famille",
    name: { fr: "Vie de famille", de: "Familienleben", nl: "Gezinsleven", es: "Vida en familia", en: "Family life" },
  },
  {
    slug: "coulisses",
    name: {
      fr: "Dans les coulisses",
      de: "Hinter den Kulissen",
      nl: "Achter de schermen",
      es: "Entre bastidores",
      en: "Behind the scenes",
    },
  },
];

export interface SeedBlogPost {
  slug: string;
  category: string;
  /** Stylist slug of the author. */
  author: string;
  /** ISO timestamp. */
  publishedAt: string;
  theme: Theme;
  title: LocalizedText;
  excerpt: LocalizedText;
  /** Markdown. */
  body: LocalizedText;
  coverAlt: LocalizedText;
  cover: GarmentSpec[];
}

/** The longest reading time across the languages of a post (the API computes it the same way). */
export function postReadingMinutes(post: SeedBlogPost): number {
  return bodyReadingMinutes(post.body);
}

const g = (shape: GarmentSpec["shape"], color: string, pattern: GarmentSpec["pattern"] = "plain"): GarmentSpec => ({
  shape,
  color: hexOf(color),
  pattern,
});

export const BLOG_POSTS: readonly SeedBlogPost[] = [
  {
    slug: "bien-choisir-la-taille-de-bebe",
    category: "bebe-naissance",
    author: "marieke",
    publishedAt: "2026-01-15T08:00:00Z",
    theme: "kid",
    cover: [g("bodysuit", "sage"), g("pyjama", "ecru", "stars")],
    title: {
      fr: "Bien choisir la taille de bébé",
      de: "Die richtige Babygröße finden",
      nl: "De juiste babymaat kiezen",
      es: "Cómo elegir bien la talla del bebé",
      en: "Choosing the right baby size",
    },
    excerpt: {
      fr: "1 mois, 3 mois, 6 mois… Les tailles bébé déroutent souvent les jeunes parents. Marieke, notre styliste bébé, vous donne ses repères.",
      de: "1 Monat, 3 Monate, 6 Monate … Babygrößen verwirren viele junge Eltern. Marieke, unsere Babystylistin, gibt Ihnen Orientierung.",
      nl: "1 maand, 3 maanden, 6 maanden… Babymaten zijn vaak verwarrend voor kersverse ouders. Marieke, onze babystylist, geeft je houvast.",
      es: "1 mes, 3 meses, 6 meses… Las tallas de bebé suelen desconcertar a los padres primerizos. Marieke, nuestra estilista de bebés, te da algunas pautas.",
      en: "1 month, 3 months, 6 months… Baby sizes often puzzle new parents. Marieke, our baby stylist, shares her rules of thumb.",
    },
    coverAlt: {
      fr: "Body vert sauge et pyjama écru à étoiles",
      de: "Salbeigrüner Body und naturweißer Schlafanzug mit Sternen",
      nl: "Saliegroene romper en ecru pyjama met sterren",
      es: "Body verde salvia y pijama crudo de estrellas",
      en: "Sage green bodysuit and ecru star-print pyjamas",
    },
    body: {
      fr: `Les tailles bébé correspondent à un âge, mais surtout à une taille en centimètres : un « 3 mois » habille un enfant d'environ 60 cm, un « 6 mois » un enfant de 67 cm. Or chaque bébé grandit à son rythme, et certains portent du 6 mois à leurs 10 semaines. Fiez-vous donc d'abord à la taille de votre enfant, notée dans son carnet de santé.

## Voir un peu grand, sans exagérer

Pour les bodies et les pyjamas, nous conseillons de prendre une taille au-dessus de l'âge réel dès que votre bébé approche de la limite. Un vêtement trop juste comprime le ventre et les pieds, alors qu'un pyjama un peu long se retrousse facilement. En revanche, évitez les manteaux et les gigoteuses trop grands : ils tiennent moins chaud et sont moins sûrs.

## Penser à la saison

Un bébé né en mars portera du 6 mois en plein été : inutile d'acheter des pyjamas en velours dans cette taille. Dans la malle, nous tenons compte de la date de naissance et de la saison de livraison pour choisir les bonnes matières.

Enfin, n'oubliez pas de mettre à jour le profil de votre enfant à chaque malle : quelques centimètres de plus, et la styliste ajuste immédiatement sa sélection.`,
      de: `Babygrößen entsprechen einem Alter, vor allem aber einer Körpergröße in Zentimetern: Größe „3 Monate“ passt einem Kind von etwa 60 cm, „6 Monate“ einem Kind von 67 cm. Doch jedes Baby wächst in seinem eigenen Tempo, und manche tragen schon mit zehn Wochen Größe 6 Monate. Orientieren Sie sich also zuerst an der Größe Ihres Kindes aus dem Vorsorgeheft.

## Etwas größer wählen, ohne zu übertreiben

Bei Bodys und Schlafanzügen empfehlen wir, eine Größe über dem tatsächlichen Alter zu nehmen, sobald Ihr Baby an die Grenze kommt. Zu enge Kleidung drückt an Bauch und Füßen, während ein etwas zu langer Schlafanzug einfach hochgekrempelt wird. Bei Jacken und Schlafsäcken sollten Sie dagegen nicht zu groß kaufen: Sie wärmen schlechter und sind weniger sicher.

## An die Jahreszeit denken

Ein Baby, das im März geboren wird, trägt im Hochsommer Größe 6 Monate – Cord-Schlafanzüge in dieser Größe braucht es also nicht. Für die Box berücksichtigen wir Geburtsdatum und Lieferzeitpunkt, um die richtigen Materialien auszuwählen.

Und vergessen Sie nicht, das Profil Ihres Kindes vor jeder Box zu aktualisieren: Ein paar Zentimeter mehr, und die Stylistin passt ihre Auswahl sofort an.`,
      nl: `Babymaten staan voor een leeftijd, maar vooral voor een lengte in centimeters: maat '3 maanden' past bij een kind van ongeveer 60 cm, '6 maanden' bij een kind van 67 cm. Maar elke baby groeit in zijn eigen tempo, en sommige dragen al maat 6 maanden als ze tien weken oud zijn. Ga dus eerst uit van de lengte van je kindje, die in het groeiboekje staat.

## Iets groter kiezen, zonder te overdrijven

Voor rompers en pyjama's raden we aan een maat groter te nemen dan de echte leeftijd zodra je baby tegen de grens aan zit. Te krappe kleding knelt bij de buik en de voetjes, terwijl een iets te lange pyjama makkelijk op te rollen is. Koop jassen en slaapzakken daarentegen niet te groot: ze houden minder warm en zijn minder veilig.

## Denk aan het seizoen

Een baby die in maart geboren is, draagt midden in de zomer maat 6 maanden: ribfluwelen pyjama's in die maat zijn dus overbodig. Voor de box houden we rekening met de geboortedatum en het leveringsseizoen om de juiste stoffen te kiezen.

Vergeet ten slotte niet het profiel van je kind bij elke box bij te werken: een paar centimeter erbij, en de stylist past haar selectie meteen aan.`,
      es: `Las tallas de bebé corresponden a una edad, pero sobre todo a una estatura en centímetros: una talla «3 meses» viste a un niño de unos 60 cm, y una «6 meses» a uno de 67 cm. Pero cada bebé crece a su ritmo, y algunos llevan talla 6 meses con diez semanas. Guíate primero por la estatura de tu hijo, anotada en su cartilla de salud.

## Elegir un poco grande, sin pasarse

En bodies y pijamas te aconsejamos coger una talla más que la edad real en cuanto tu bebé se acerque al límite. La ropa demasiado justa aprieta la tripa y los pies, mientras que un pijama algo largo se remanga fácilmente. En cambio, evita los abrigos y los sacos de dormir demasiado grandes: abrigan menos y son menos seguros.

## Pensar en la estación

Un bebé nacido en marzo llevará talla 6 meses en pleno verano: no hace falta comprar pijamas de pana en esa talla. En el baúl tenemos en cuenta la fecha de nacimiento y la época de entrega para elegir los tejidos adecuados.

Por último, no olvides actualizar el perfil de tu hijo antes de cada baúl: unos centímetros más y la estilista ajusta su selección al momento.`,
      en: `Baby sizes refer to an age, but above all to a height in centimetres: a '3 months' size fits a baby of about 60 cm, a '6 months' size a baby of 67 cm. Yet every baby grows at their own pace, and some wear 6 months at ten weeks old. So go by your baby's height first, as noted in their health record.

## Size up a little, but not too much

For bodysuits and pyjamas, we recommend going one size above your baby's actual age as soon as they are near the limit. Clothes that are too tight squeeze the tummy and feet, whereas slightly long pyjamas are easy to roll up. Avoid oversized coats and sleeping bags, though: they are less warm and less safe.

## Think about the season

A baby born in March will wear 6 months in the height of summer, so there's no need for corduroy pyjamas in that size. For the trunk, we take the date of birth and the delivery season into account to pick the right fabrics.

Finally, remember to update your child's profile before each trunk: a few extra centimetres, and the stylist adjusts her selection straight away.`,
    },
  },
  {
    slug: "entretenir-la-laine",
    category: "mode-responsable",
    author: "noemie",
    publishedAt: "2026-02-05T08:00:00Z",
    theme: "woman",
    cover: [g("sweater", "camel"), g("cardigan", "ecru")],
    title: {
      fr: "Entretenir la laine : nos astuces pour des pulls qui durent",
      de: "Wolle richtig pflegen: So halten Pullover länger",
      nl: "Wol verzorgen: zo gaan je truien langer mee",
      es: "Cuidar la lana: trucos para que los jerséis duren",
      en: "Caring for wool: our tips for jumpers that last",
    },
    excerpt: {
      fr: "Un pull en laine bien entretenu se porte dix ans. Noémie partage les gestes simples qui évitent bouloches, feutrage et mites.",
      de: "Ein gut gepflegter Wollpullover hält zehn Jahre. Noémie verrät einfache Handgriffe gegen Knötchen, Verfilzen und Motten.",
      nl: "Een goed verzorgde wollen trui gaat tien jaar mee. Noémie deelt eenvoudige tips tegen pluisjes, vervilten en motten.",
      es: "Un jersey de lana bien cuidado dura diez años. Noémie comparte gestos sencillos contra las bolitas, el apelmazado y las polillas.",
      en: "A well-cared-for wool jumper lasts ten years. Noémie shares simple habits to prevent pilling, felting and moths.",
    },
    coverAlt: {
      fr: "Pull camel et cardigan écru",
      de: "Camelfarbener Pullover und naturweißer Cardigan",
      nl: "Camel trui en ecru vest",
      es: "Jersey camel y cárdigan crudo",
      en: "Camel jumper and ecru cardigan",
    },
    body: {
      fr: `La laine est une fibre étonnante : elle régule la température, absorbe l'humidité et se nettoie presque seule. Bien souvent, il suffit d'aérer un pull une nuit à la fenêtre pour qu'il retrouve sa fraîcheur. Lavez-le donc moins souvent que vos t-shirts, toutes les cinq ou six utilisations.

## Un lavage tout en douceur

Quand il faut le laver, choisissez le programme laine de votre machine à 30 °C maximum, avec une lessive spéciale sans enzymes, ou lavez-le à la main dans une eau tiède. Ne frottez jamais : pressez doucement la maille. Les chocs de température et les frottements sont les deux causes du feutrage.

## Séchage à plat, rangement plié

Essorez le pull en le roulant dans une serviette, puis faites-le sécher à plat, loin du radiateur. Rangez-le plié plutôt que sur un cintre, pour qu'il ne se déforme pas aux épaules. Quelques copeaux de cèdre ou un sachet de lavande dans l'armoire éloignent les mites.

Et si des bouloches apparaissent, pas de panique : un petit peigne à pulls les retire en deux minutes. C'est normal sur une laine douce, et cela diminue avec le temps.`,
      de: `Wolle ist eine erstaunliche Faser: Sie reguliert die Temperatur, nimmt Feuchtigkeit auf und reinigt sich fast von selbst. Oft genügt es, einen Pullover eine Nacht lang am Fenster auszulüften, damit er wieder frisch ist. Waschen Sie ihn also seltener als Ihre T-Shirts, etwa nach fünf bis sechs Mal Tragen.

## Ganz sanft waschen

Wenn eine Wäsche nötig ist, wählen Sie das Wollprogramm Ihrer Maschine mit höchstens 30 °C und ein enzymfreies Wollwaschmittel – oder waschen Sie von Hand in lauwarmem Wasser. Niemals reiben, sondern den Strick sanft ausdrücken. Temperaturschocks und Reibung sind die beiden Ursachen für Verfilzen.

## Liegend trocknen, gefaltet aufbewahren

Drücken Sie das Wasser aus, indem Sie den Pullover in ein Handtuch rollen, und lassen Sie ihn liegend und fern von der Heizung trocknen. Bewahren Sie ihn gefaltet statt auf dem Bügel auf, damit die Schultern nicht ausbeulen. Ein paar Zedernholzspäne oder ein Lavendelsäckchen im Schrank halten Motten fern.

Und wenn sich Knötchen bilden, keine Sorge: Mit einem kleinen Pulloverkamm sind sie in zwei Minuten entfernt. Bei weicher Wolle ist das normal und lässt mit der Zeit nach.`,
      nl: `Wol is een verrassende vezel: het regelt de temperatuur, neemt vocht op en reinigt zichzelf bijna vanzelf. Vaak is het genoeg om een trui een nacht bij het raam te laten luchten, en hij is weer fris. Was hem dus minder vaak dan je T-shirts, ongeveer na vijf of zes keer dragen.

## Heel zacht wassen

Moet hij toch gewassen worden, kies dan het wolprogramma van je wasmachine op maximaal 30 °C, met een speciaal wasmiddel zonder enzymen, of was hem met de hand in lauw water. Nooit wrijven: druk het breisel zachtjes uit. Temperatuurschokken en wrijving zijn de twee oorzaken van vervilten.

## Plat drogen, opgevouwen bewaren

Druk het water eruit door de trui in een handdoek op te rollen en laat hem plat drogen, ver van de verwarming. Bewaar hem opgevouwen in plaats van op een hanger, zodat de schouders niet uitrekken. Een paar cederhoutjes of een lavendelzakje in de kast houden motten op afstand.

En als er pluisjes verschijnen: geen paniek. Met een klein truienkammetje zijn ze in twee minuten weg. Bij zachte wol is dat normaal, en het neemt na verloop van tijd af.`,
      es: `La lana es una fibra sorprendente: regula la temperatura, absorbe la humedad y casi se limpia sola. Muchas veces basta con airear un jersey una noche junto a la ventana para que vuelva a estar fresco. Lávalo menos que tus camisetas, cada cinco o seis puestas.

## Un lavado muy suave

Cuando toque lavarlo, elige el programa de lana de tu lavadora a 30 °C como máximo, con un detergente especial sin enzimas, o lávalo a mano en agua tibia. No frotes nunca: presiona el punto con suavidad. Los cambios bruscos de temperatura y el roce son las dos causas del apelmazado.

## Secar en plano, guardar doblado

Escúrrelo enrollándolo en una toalla y déjalo secar en plano, lejos del radiador. Guárdalo doblado y no en una percha, para que no se deforme en los hombros. Unas virutas de cedro o una bolsita de lavanda en el armario mantienen alejadas las polillas.

Y si aparecen bolitas, no te preocupes: con un peine quitapelusas desaparecen en dos minutos. Es normal en una lana suave y disminuye con el tiempo.`,
      en: `Wool is an amazing fibre: it regulates temperature, absorbs moisture and almost cleans itself. Often, airing a jumper overnight by the window is enough to freshen it up. So wash it less often than your T-shirts, every five or six wears.

## A gentle wash

When it does need washing, use your machine's wool programme at 30 °C maximum with an enzyme-free wool detergent, or hand-wash it in lukewarm water. Never rub: gently squeeze the knit. Sudden temperature changes and friction are the two causes of felting.

## Dry flat, store folded

Squeeze out the water by rolling the jumper in a towel, then dry it flat, away from the radiator. Store it folded rather than on a hanger so the shoulders keep their shape. A few cedar shavings or a lavender sachet in the wardrobe keep moths away.

And if little bobbles appear, don't panic: a small sweater comb removes them in two minutes. It's normal on soft wool and fades over time.`,
    },
  },
  {
    slug: "les-couleurs-qui-vous-illuminent",
    category: "conseils-style",
    author: "camille-r",
    publishedAt: "2026-03-12T08:00:00Z",
    theme: "woman",
    cover: [g("shirt", "terracotta"), g("dress", "lilac")],
    title: {
      fr: "Trouver les couleurs qui vous illuminent",
      de: "Die Farben finden, die Sie strahlen lassen",
      nl: "De kleuren vinden die jou laten stralen",
      es: "Encontrar los colores que te iluminan",
      en: "Finding the colours that make you glow",
    },
    excerpt: {
      fr: "Pourquoi certaines couleurs vous donnent bonne mine et d'autres vous éteignent ? Camille vous explique comment trouver votre palette en trois tests.",
      de: "Warum lassen manche Farben Sie frisch aussehen und andere fahl? Camille erklärt, wie Sie Ihre Palette in drei Tests finden.",
      nl: "Waarom geven sommige kleuren je een frisse uitstraling en maken andere je flets? Camille legt uit hoe je in drie tests je palet vindt.",
      es: "¿Por qué algunos colores te dan buena cara y otros te apagan? Camille te explica cómo encontrar tu paleta en tres pruebas.",
      en: "Why do some colours make you look radiant while others wash you out? Camille explains how to find your palette in three tests.",
    },
    coverAlt: {
      fr: "Chemise terracotta et robe lilas",
      de: "Terrakottafarbene Bluse und fliederfarbenes Kleid",
      nl: "Terracotta blouse en lila jurk",
      es: "Camisa terracota y vestido lila",
      en: "Terracotta shirt and lilac dress",
    },
    body: {
      fr: `Vous avez sûrement déjà remarqué qu'un même haut peut vous donner l'air reposée un jour et fatiguée le lendemain, selon sa couleur. Ce n'est pas une impression : le teint, les yeux et les cheveux réagissent à la couleur posée près du visage.

## Trois tests à faire devant un miroir

Placez-vous à la lumière du jour, sans maquillage. Posez d'abord un tissu blanc pur puis un tissu écru sous votre visage : si l'écru vous adoucit, vous avez probablement un sous-ton chaud. Comparez ensuite un bijou doré et un bijou argenté. Enfin, essayez un rose vif puis un corail : celui qui fait briller vos yeux vous en dit long.

## Chaudes ou froides ?

Les sous-tons chauds s'épanouissent dans le terracotta, le camel, le moutarde ou le vert olive. Les sous-tons froids rayonnent en marine, lilas, rose framboise ou gris perle. Beaucoup de femmes se situent entre les deux et peuvent porter des teintes « neutres » comme le vert sauge.

Dans votre questionnaire la malle, vous pouvez indiquer les couleurs que vous aimez et celles que vous évitez. Et si vous hésitez, joignez une photo : je me ferai un plaisir de vous proposer une palette.`,
      de: `Sicher ist Ihnen schon aufgefallen, dass dasselbe Oberteil Sie je nach Farbe an einem Tag erholt und am nächsten müde aussehen lässt. Das ist keine Einbildung: Haut, Augen und Haare reagieren auf die Farbe in der Nähe des Gesichts.

## Drei Tests vor dem Spiegel

Stellen Sie sich ungeschminkt ins Tageslicht. Halten Sie zuerst einen reinweißen, dann einen naturweißen Stoff unter Ihr Gesicht: Wenn Naturweiß Sie weicher wirken lässt, haben Sie wahrscheinlich einen warmen Unterton. Vergleichen Sie dann goldenen und silbernen Schmuck. Probieren Sie zum Schluss ein kräftiges Pink und ein Korallenrot: Die Farbe, die Ihre Augen zum Leuchten bringt, verrät viel.

## Warm oder kühl?

Warme Untertöne blühen in Terrakotta, Camel, Senfgelb oder Olivgrün auf. Kühle Untertöne strahlen in Marineblau, Flieder, Himbeerrosa oder Perlgrau. Viele Frauen liegen dazwischen und können „neutrale“ Töne wie Salbeigrün tragen.

Im Fragebogen von la malle können Sie angeben, welche Farben Sie mögen und welche Sie meiden. Und wenn Sie unsicher sind, fügen Sie ein Foto hinzu: Ich schlage Ihnen gern eine Palette vor.`,
      nl: `Je hebt vast al gemerkt dat hetzelfde topje je de ene dag uitgerust en de volgende dag moe laat lijken, afhankelijk van de kleur. Dat is geen verbeelding: je huid, ogen en haar reageren op de kleur dicht bij je gezicht.

## Drie tests voor de spiegel

Ga zonder make-up in het daglicht staan. Houd eerst een spierwitte en daarna een ecru stof onder je gezicht: als ecru je zachter maakt, heb je waarschijnlijk een warme ondertoon. Vergelijk daarna gouden en zilveren sieraden. Probeer tot slot felroze en koraalrood: de kleur die je ogen laat stralen, zegt veel.

## Warm of koel?

Warme ondertonen komen tot hun recht in terracotta, camel, okergeel of olijfgroen. Koele ondertonen stralen in marineblauw, lila, frambozenroze of parelgrijs. Veel vrouwen zitten ertussenin en kunnen 'neutrale' tinten zoals saliegroen dragen.

In de vragenlijst van la malle kun je aangeven welke kleuren je mooi vindt en welke je liever vermijdt. En twijfel je, voeg dan een foto toe: ik stel graag een palet voor je samen.`,
      es: `Seguro que ya has notado que una misma camiseta puede darte aspecto descansado un día y cansado al siguiente, según su color. No es una impresión: la piel, los ojos y el pelo reaccionan al color que llevas cerca de la cara.

## Tres pruebas frente al espejo

Colócate a la luz del día, sin maquillaje. Pon primero una tela blanco puro y luego una de color crudo bajo tu cara: si el crudo te suaviza, probablemente tienes un subtono cálido. Compara después una joya dorada y otra plateada. Por último, prueba un rosa intenso y un coral: el que haga brillar tus ojos te dirá mucho.

## ¿Cálidos o fríos?

Los subtonos cálidos lucen con terracota, camel, mostaza o verde oliva. Los fríos brillan con azul marino, lila, rosa frambuesa o gris perla. Muchas mujeres están entre los dos y pueden llevar tonos «neutros» como el verde salvia.

En el cuestionario de la malle puedes indicar los colores que te gustan y los que evitas. Y si dudas, adjunta una foto: estaré encantada de proponerte una paleta.`,
      en: `You've probably noticed that the same top can make you look rested one day and tired the next, depending on its colour. It's not your imagination: your skin, eyes and hair react to the colour worn close to your face.

## Three tests in front of a mirror

Stand in daylight without make-up. First hold a pure white fabric, then an ecru one, under your face: if ecru softens your features, you probably have a warm undertone. Next, compare gold and silver jewellery. Finally, try a bright pink and then a coral: whichever makes your eyes sparkle tells you a lot.

## Warm or cool?

Warm undertones come alive in terracotta, camel, mustard or olive green. Cool undertones shine in navy, lilac, raspberry pink or pearl grey. Many women sit in between and can wear 'neutral' shades such as sage green.

In your la malle quiz, you can list the colours you love and the ones you avoid. And if you're unsure, add a photo: I'll be happy to suggest a palette for you.`,
    },
  },
  {
    slug: "matchy-matchy-sans-deguisement",
    category: "conseils-style",
    author: "sofia",
    publishedAt: "2026-04-09T08:00:00Z",
    theme: "woman",
    cover: [g("dress", "coral", "flowers"), g("dress", "coral", "flowers")],
    title: {
      fr: "Matchy Matchy : s'assortir sans se déguiser",
      de: "Matchy Matchy: Partnerlook ohne Kostümeffekt",
      nl: "Matchy Matchy: bij elkaar passen zonder verkleedpartij",
      es: "Matchy Matchy: ir a juego sin parecer un disfraz",
      en: "Matchy Matchy: coordinating without the fancy dress",
    },
    excerpt: {
      fr: "Les tenues assorties parent-enfant, c'est adorable… à condition de garder la juste mesure. Sofía partage ses règles pour des looks complices.",
      de: "Eltern-Kind-Partnerlooks sind hinreißend – wenn man das richtige Maß findet. Sofía verrät ihre Regeln für stimmige Looks.",
      nl: "Bij elkaar passende ouder-kindoutfits zijn schattig… als je de juiste balans vindt. Sofía deelt haar regels voor looks met een knipoog.",
      es: "Los looks a juego de padres e hijos son adorables… siempre que se encuentre el punto justo. Sofía comparte sus reglas para looks cómplices.",
      en: "Matching parent-and-child outfits are adorable… as long as you strike the right balance. Sofía shares her rules for looks that feel in tune.",
    },
    coverAlt: {
      fr: "Deux robes corail à fleurs, une grande et une petite",
      de: "Zwei korallenrote Blumenkleider, ein großes und ein kleines",
      nl: "Twee koraalrode bloemenjurken, een grote en een kleine",
      es: "Dos vestidos coral de flores, uno grande y uno pequeño",
      en: "Two coral floral dresses, one large and one small",
    },
    body: {
      fr: `Le « Matchy Matchy », c'est l'art de porter des vêtements assortis à ceux de ses enfants. Bien dosé, c'est une jolie façon de montrer une complicité, pour une fête, une photo de famille ou simplement un dimanche. Mal dosé, on ressemble vite à une chorale en uniforme.

## Une pièce en commun, pas toute la tenue

Ma règle d'or : partager un seul élément. Une même marinière, un imprimé fleuri ou une couleur forte suffit. Le reste de la tenue s'adapte à chacun : un jean pour maman, une salopette pour le petit, une jupe pour la grande.

## Jouer sur les échos

Plutôt que des vêtements identiques, cherchez des échos : le corail de la robe de votre fille repris dans votre foulard, les étoiles de son pull sur vos baskets. Le regard fait le lien sans que cela paraisse calculé.

Notre collection Matchy Matchy réunit des pièces pensées en duo ou en trio par nos marques partenaires. Et si vous avez un profil femme et un profil enfant, dites-le-nous dans le commentaire : nous coordonnerons vos deux malles.`,
      de: `„Matchy Matchy“ ist die Kunst, Kleidung zu tragen, die zu der der eigenen Kinder passt. Gut dosiert ist das eine schöne Art, Verbundenheit zu zeigen – für ein Fest, ein Familienfoto oder einfach einen Sonntag. Schlecht dosiert sieht man schnell aus wie ein Chor in Uniform.

## Ein gemeinsames Teil, nicht das ganze Outfit

Meine goldene Regel: nur ein Element teilen. Dasselbe Ringelshirt, ein Blumenmuster oder eine kräftige Farbe genügt. Der Rest des Outfits passt sich jedem an: Jeans für Mama, Latzhose für den Kleinen, Rock für die Große.

## Mit Anklängen spielen

Statt identischer Kleidung lieber Anklänge suchen: das Korallenrot vom Kleid Ihrer Tochter in Ihrem Tuch, die Sterne ihres Pullovers auf Ihren Sneakern. Das Auge stellt die Verbindung her, ohne dass es gewollt wirkt.

Unsere Matchy-Matchy-Kollektion vereint Teile, die unsere Partnermarken als Duo oder Trio entworfen haben. Und wenn Sie ein Damen- und ein Kinderprofil haben, schreiben Sie es uns in den Kommentar: Wir stimmen Ihre beiden Boxen aufeinander ab.`,
      nl: `'Matchy Matchy' is de kunst om kleding te dragen die past bij die van je kinderen. Goed gedoseerd is het een leuke manier om te laten zien dat je bij elkaar hoort, voor een feest, een familiefoto of gewoon een zondag. Verkeerd gedoseerd lijk je al snel een koor in uniform.

## Eén gedeeld stuk, niet de hele outfit

Mijn gouden regel: deel maar één element. Hetzelfde streepshirt, een bloemenprint of een uitgesproken kleur is genoeg. De rest van de outfit past bij ieder afzonderlijk: een jeans voor mama, een tuinbroek voor de kleine, een rok voor de oudste.

## Speel met echo's

Zoek liever echo's dan identieke kleding: het koraalrood van de jurk van je dochter terug in jouw sjaaltje, de sterren van haar trui op jouw sneakers. Het oog legt het verband zonder dat het bedacht lijkt.

Onze Matchy Matchy-collectie bundelt stukken die onze partnermerken als duo of trio ontwierpen. En heb je een dames- en een kinderprofiel, zet het dan in de opmerking: we stemmen je twee boxen op elkaar af.`,
      es: `El «Matchy Matchy» es el arte de llevar ropa a juego con la de tus hijos. En su justa medida, es una forma bonita de mostrar complicidad, para una fiesta, una foto familiar o simplemente un domingo. Sin medida, enseguida parecemos un coro con uniforme.

## Una prenda en común, no todo el look

Mi regla de oro: compartir un solo elemento. Una misma camiseta marinera, un estampado de flores o un color fuerte es suficiente. El resto del look se adapta a cada uno: unos vaqueros para mamá, un peto para el pequeño, una falda para la mayor.

## Jugar con los ecos

En lugar de prendas idénticas, busca ecos: el coral del vestido de tu hija en tu pañuelo, las estrellas de su jersey en tus zapatillas. La mirada hace la conexión sin que parezca calculado.

Nuestra colección Matchy Matchy reúne prendas pensadas en dúo o en trío por nuestras marcas colaboradoras. Y si tienes un perfil de mujer y uno infantil, cuéntanoslo en el comentario: coordinaremos tus dos baúles.`,
      en: `'Matchy Matchy' is the art of wearing clothes that match your children's. Done right, it's a lovely way to show you belong together, for a party, a family photo or just a Sunday. Overdone, you quickly look like a choir in uniform.

## One shared piece, not the whole outfit

My golden rule: share just one element. The same Breton top, a floral print or a bold colour is enough. The rest of the outfit suits each person: jeans for mum, dungarees for the little one, a skirt for the eldest.

## Play with echoes

Rather than identical clothes, look for echoes: the coral of your daughter's dress picked up in your scarf, the stars on her jumper on your trainers. The eye makes the link without it looking contrived.

Our Matchy Matchy collection brings together pieces designed as duos or trios by our partner brands. And if you have both a women's and a kids' profile, tell us in your comment: we'll coordinate your two trunks.`,
    },
  },
  {
    slug: "liste-de-naissance-les-vrais-essentiels",
    category: "bebe-naissance",
    author: "marieke",
    publishedAt: "2026-05-07T08:00:00Z",
    theme: "kid",
    cover: [g("bodysuit", "ecru", "dots"), g("dress", "sky", "stars")],
    title: {
      fr: "Liste de naissance : les vrais essentiels des premiers mois",
      de: "Erstausstattung: Was Babys in den ersten Monaten wirklich brauchen",
      nl: "Babyuitzet: wat je de eerste maanden echt nodig hebt",
      es: "Canastilla: lo realmente imprescindible de los primeros meses",
      en: "Baby registry: the real essentials for the first months",
    },
    excerpt: {
      fr: "Combien de bodies, de pyjamas, de gigoteuses ? Marieke, ancienne sage-femme, a fait la liste de ce qui sert vraiment… et de ce qui ne sert pas.",
      de: "Wie viele Bodys, Schlafanzüge, Schlafsäcke? Marieke, ehemalige Hebamme, hat aufgeschrieben, was man wirklich braucht – und was nicht.",
      nl: "Hoeveel rompers, pyjama's en slaapzakken? Marieke, voormalig verloskundige, zette op een rij wat je echt nodig hebt… en wat niet.",
      es: "¿Cuántos bodies, pijamas y sacos de dormir? Marieke, antigua matrona, ha hecho la lista de lo que sirve de verdad… y de lo que no.",
      en: "How many bodysuits, pyjamas and sleeping bags? Marieke, a former midwife, lists what you really need… and what you don't.",
    },
    coverAlt: {
      fr: "Body écru à pois et gigoteuse bleu ciel à étoiles",
      de: "Naturweißer Body mit Punkten und hellblauer Schlafsack mit Sternen",
      nl: "Ecru romper met stippen en lichtblauwe slaapzak met sterren",
      es: "Body crudo de lunares y saco de dormir azul cielo de estrellas",
      en: "Ecru polka-dot bodysuit and sky blue star-print sleeping bag",
    },
    body: {
      fr: `Avant la naissance, on a tendance à tout acheter en double, et souvent dans la mauvaise taille. Voici la liste que je donnais aux futurs parents, pour les trois premiers mois.

- 6 à 8 bodies, en coton doux, avec ouverture croisée pour les premières semaines ;
- 5 à 6 pyjamas ou grenouillères, idéalement à pressions ou à zip ;
- 2 gilets chauds et 1 bonnet fin ;
- 2 gigoteuses adaptées à la saison, plutôt qu'une couverture.

## Ce qui peut attendre

Les chaussures, les jeans et les robes à boutons sont adorables, mais inconfortables pour un nouveau-né qui passe l'essentiel de son temps allongé. Mieux vaut les demander en cadeau pour les 6 mois.

## Pensez à la taille suivante

Les tout premiers vêtements en taille naissance ne servent que quelques semaines. Sur une liste de naissance, n'hésitez pas à demander du 3 mois et du 6 mois : vos proches seront ravis de vous offrir des pièces que bébé portera vraiment.

Notre sélection « Cadeau de naissance » réunit nos essentiels en coton bio, et la carte cadeau permet aux parents de composer eux-mêmes leur première malle.`,
      de: `Vor der Geburt neigt man dazu, alles doppelt zu kaufen – und oft in der falschen Größe. Hier ist die Liste, die ich werdenden Eltern für die ersten drei Monate mitgegeben habe.

- 6 bis 8 Bodys aus weicher Baumwolle, in den ersten Wochen gern als Wickelbody;
- 5 bis 6 Schlafanzüge oder Schlafstrampler, am besten mit Druckknöpfen oder Reißverschluss;
- 2 warme Strickjacken und 1 dünne Mütze;
- 2 der Jahreszeit angepasste Schlafsäcke statt einer Decke.

## Was warten kann

Schuhe, Jeans und Kleider mit Knöpfen sind hinreißend, aber unbequem für ein Neugeborenes, das die meiste Zeit liegt. Wünschen Sie sie sich lieber für den sechsten Monat.

## An die nächste Größe denken

Die allerersten Sachen in Größe 50 werden nur wenige Wochen getragen. Auf einer Wunschliste dürfen Sie ruhig Größe 3 und 6 Monate angeben: Ihre Liebsten schenken Ihnen gern Teile, die Ihr Baby wirklich trägt.

Unsere Auswahl „Geschenk zur Geburt“ vereint unsere Basics aus Bio-Baumwolle, und mit dem Gutschein können Eltern ihre erste Box selbst zusammenstellen.`,
      nl: `Voor de geboorte heb je de neiging alles dubbel te kopen, en vaak in de verkeerde maat. Dit is de lijst die ik aan aanstaande ouders gaf, voor de eerste drie maanden.

- 6 tot 8 rompers van zacht katoen, de eerste weken het liefst met overslag;
- 5 tot 6 pyjama's of boxpakjes, bij voorkeur met drukknopen of rits;
- 2 warme vestjes en 1 dun mutsje;
- 2 slaapzakken passend bij het seizoen, in plaats van een deken.

## Wat kan wachten

Schoenen, jeans en jurkjes met knoopjes zijn schattig, maar niet comfortabel voor een pasgeborene die vooral ligt. Vraag ze liever als cadeau voor de zes maanden.

## Denk aan de volgende maat

De allereerste kleertjes in maat 50 worden maar een paar weken gedragen. Durf op je geboortelijst maat 3 en 6 maanden te vragen: je familie en vrienden geven je graag iets wat je baby echt zal dragen.

Onze selectie 'Kraamcadeau' bundelt onze basics van biologisch katoen, en met de cadeaukaart kunnen ouders hun eerste box zelf samenstellen.`,
      es: `Antes del nacimiento solemos comprarlo todo por duplicado, y a menudo en la talla equivocada. Esta es la lista que daba a los futuros padres para los tres primeros meses.

- De 6 a 8 bodies de algodón suave, cruzados durante las primeras semanas;
- De 5 a 6 pijamas o peleles, mejor con corchetes o cremallera;
- 2 chaquetas de punto calentitas y 1 gorro fino;
- 2 sacos de dormir adaptados a la estación, en lugar de una manta.

## Lo que puede esperar

Los zapatos, los vaqueros y los vestidos con botones son preciosos, pero incómodos para un recién nacido que pasa casi todo el tiempo tumbado. Mejor pedirlos como regalo para los 6 meses.

## Pensar en la talla siguiente

La primerísima ropa de recién nacido solo dura unas semanas. En la lista de nacimiento, no dudes en pedir tallas de 3 y 6 meses: tus seres queridos estarán encantados de regalarte prendas que el bebé usará de verdad.

Nuestra selección «Regalo de nacimiento» reúne nuestros básicos de algodón orgánico, y la tarjeta regalo permite a los padres preparar su primer baúl.`,
      en: `Before the birth, we tend to buy everything twice, and often in the wrong size. Here is the list I used to give parents-to-be for the first three months.

- 6 to 8 soft cotton bodysuits, wrap-style for the first few weeks;
- 5 to 6 pyjamas or sleepsuits, ideally with snaps or a zip;
- 2 warm cardigans and 1 thin hat;
- 2 sleeping bags suited to the season, rather than a blanket.

## What can wait

Shoes, jeans and button-up dresses are adorable but uncomfortable for a newborn who spends most of the time lying down. Better to ask for them as six-month gifts.

## Think about the next size

The very first newborn-size clothes are only worn for a few weeks. On a baby registry, feel free to ask for 3-month and 6-month sizes: your loved ones will be delighted to give pieces your baby will actually wear.

Our 'Baby gift' selection brings together our organic cotton essentials, and the gift card lets parents put together their first trunk themselves.`,
    },
  },
  {
    slug: "la-valise-des-vacances-sans-stress",
    category: "vie-de-famille",
    author: "lea",
    publishedAt: "2026-06-25T08:00:00Z",
    theme: "kid",
    cover: [g("swimsuit", "red", "dots"), g("shorts", "sky", "stripes"), g("hat", "yellow")],
    title: {
      fr: "La valise des vacances sans stress",
      de: "Entspannt Koffer packen für die Ferien",
      nl: "Zonder stress de vakantiekoffer inpakken",
      es: "La maleta de vacaciones sin estrés",
      en: "Stress-free holiday packing",
    },
    excerpt: {
      fr: "Une semaine de vacances avec des enfants tient dans une petite valise. Léa partage sa méthode des « trois couleurs » pour tout assortir.",
      de: "Eine Ferienwoche mit Kindern passt in einen kleinen Koffer. Léa verrät ihre Drei-Farben-Methode, mit der alles zusammenpasst.",
      nl: "Een week vakantie met kinderen past in een kleine koffer. Léa deelt haar 'drie kleuren'-methode om alles te combineren.",
      es: "Una semana de vacaciones con niños cabe en una maleta pequeña. Léa comparte su método de los «tres colores» para combinarlo todo.",
      en: "A week's holiday with children fits in a small suitcase. Léa shares her 'three colours' method to make everything match.",
    },
    coverAlt: {
      fr: "Maillot rouge à pois, short rayé bleu ciel et bob jaune",
      de: "Roter Badeanzug mit Punkten, hellblaue gestreifte Shorts und gelber Fischerhut",
      nl: "Rood badpak met stippen, lichtblauwe gestreepte short en geel vissershoedje",
      es: "Bañador rojo de lunares, short azul cielo a rayas y gorro amarillo",
      en: "Red polka-dot swimsuit, sky blue striped shorts and yellow bucket hat",
    },
    body: {
      fr: `Chaque été, c'est la même histoire : la valise déborde, et les enfants portent toujours les trois mêmes t-shirts. Pour une semaine, je compte par enfant cinq hauts, trois bas, deux maillots, un pull et un pyjama. Le reste se lave sur place.

## La méthode des trois couleurs

Choisissez trois couleurs qui vont bien ensemble, par exemple marine, jaune et blanc, et ne prenez que des vêtements dans ces teintes. Tout s'assortit avec tout, même quand les enfants s'habillent seuls, et vous gagnez une place folle.

## Les indispensables qu'on oublie

Un bob ou un chapeau à large bord, un t-shirt anti-UV pour la plage, des sandales qui vont dans l'eau et un gilet léger pour les soirées fraîches. Glissez aussi un sac en tissu pour le linge sale : il évite de tout mélanger au retour.

Bonne nouvelle : si vous êtes abonnée, vous pouvez demander une « malle vacances » en précisant la destination dans le commentaire. La styliste composera une sélection pensée pour le soleil… ou pour la pluie bretonne !`,
      de: `Jeden Sommer dasselbe: Der Koffer quillt über, und die Kinder tragen trotzdem immer dieselben drei T-Shirts. Für eine Woche rechne ich pro Kind mit fünf Oberteilen, drei Hosen oder Röcken, zwei Badesachen, einem Pullover und einem Schlafanzug. Der Rest wird vor Ort gewaschen.

## Die Drei-Farben-Methode

Wählen Sie drei Farben, die gut zusammenpassen, zum Beispiel Marineblau, Gelb und Weiß, und packen Sie nur Kleidung in diesen Tönen ein. Alles lässt sich mit allem kombinieren, auch wenn die Kinder sich selbst anziehen – und Sie sparen enorm viel Platz.

## Was man gern vergisst

Ein Fischerhut oder ein Hut mit breiter Krempe, ein UV-Shirt für den Strand, Sandalen, die ins Wasser dürfen, und eine leichte Strickjacke für kühle Abende. Packen Sie auch einen Stoffbeutel für die Schmutzwäsche ein, damit auf der Rückreise nichts durcheinandergerät.

Gute Nachricht: Mit einem Abo können Sie eine „Urlaubsbox“ anfragen und das Reiseziel im Kommentar angeben. Die Stylistin stellt dann eine Auswahl für Sonne zusammen – oder für Nordseeregen!`,
      nl: `Elke zomer hetzelfde verhaal: de koffer puilt uit, en toch dragen de kinderen steeds dezelfde drie T-shirts. Voor een week reken ik per kind vijf tops, drie broeken of rokjes, twee zwempakjes, een trui en een pyjama. De rest was je ter plekke.

## De drie-kleurenmethode

Kies drie kleuren die goed samengaan, bijvoorbeeld marineblauw, geel en wit, en neem alleen kleding in die tinten mee. Alles past bij alles, ook als de kinderen zichzelf aankleden, en je wint enorm veel ruimte.

## Onmisbaar, maar vaak vergeten

Een vissershoedje of een hoed met brede rand, een UV-shirt voor het strand, sandalen die het water in mogen en een licht vestje voor koele avonden. Stop er ook een stoffen tas voor de vuile was in, zodat op de terugweg niets door elkaar raakt.

Goed nieuws: als je een abonnement hebt, kun je een 'vakantiebox' aanvragen en de bestemming in de opmerking vermelden. De stylist stelt dan een selectie samen voor de zon… of voor een regenachtige week aan zee!`,
      es: `Cada verano pasa lo mismo: la maleta rebosa y los niños llevan siempre las mismas tres camisetas. Para una semana, cuento por niño cinco partes de arriba, tres de abajo, dos bañadores, un jersey y un pijama. El resto se lava allí.

## El método de los tres colores

Elige tres colores que combinen bien, por ejemplo azul marino, amarillo y blanco, y lleva solo ropa de esos tonos. Todo combina con todo, incluso cuando los niños se visten solos, y ganas muchísimo espacio.

## Lo imprescindible que se olvida

Un gorro de pescador o un sombrero de ala ancha, una camiseta con protección UV para la playa, sandalias que se puedan mojar y una chaqueta fina para las noches frescas. Mete también una bolsa de tela para la ropa sucia: así nada se mezcla a la vuelta.

Buena noticia: si tienes suscripción, puedes pedir un «baúl de vacaciones» indicando el destino en el comentario. La estilista preparará una selección pensada para el sol… ¡o para la lluvia del norte!`,
      en: `Every summer it's the same story: the suitcase is overflowing, yet the kids still wear the same three T-shirts. For one week, I count five tops, three bottoms, two swimsuits, one jumper and one pair of pyjamas per child. Everything else gets washed on the spot.

## The three-colour method

Choose three colours that go well together, for example navy, yellow and white, and only pack clothes in those shades. Everything goes with everything, even when the kids dress themselves, and you save loads of space.

## The essentials everyone forgets

A bucket hat or wide-brimmed hat, a UV-protective T-shirt for the beach, sandals that can go in the water and a light cardigan for cool evenings. Slip in a fabric bag for dirty laundry too, so nothing gets mixed up on the way home.

Good news: if you're a subscriber, you can ask for a 'holiday trunk' and mention your destination in the comment. The stylist will put together a selection for the sunshine… or for a rainy week by the sea!`,
    },
  },
  {
    slug: "une-seconde-vie-pour-les-vetements-d-enfants",
    category: "mode-responsable",
    author: "noemie",
    publishedAt: "2026-07-16T08:00:00Z",
    theme: "kid",
    cover: [g("overalls", "denim"), g("sweater", "mustard", "stripes")],
    title: {
      fr: "Une seconde vie pour les vêtements d'enfants",
      de: "Ein zweites Leben für Kinderkleidung",
      nl: "Een tweede leven voor kinderkleding",
      es: "Una segunda vida para la ropa infantil",
      en: "A second life for children's clothes",
    },
    excerpt: {
      fr: "Un enfant change de taille plus de dix fois avant ses 6 ans. Avec littlegeste, ses vêtements continuent leur route : on vous explique tout.",
      de: "Ein Kind wechselt vor seinem sechsten Geburtstag mehr als zehnmal die Größe. Mit littlegeste geht die Reise seiner Kleidung weiter – wir erklären, wie.",
      nl: "Een kind verandert voor zijn zesde meer dan tien keer van maat. Met littlegeste gaan zijn kleren een nieuw leven tegemoet: wij leggen uit hoe.",
      es: "Un niño cambia de talla más de diez veces antes de los 6 años. Con littlegeste, su ropa sigue su camino: te lo contamos todo.",
      en: "A child changes size more than ten times before turning 6. With littlegeste, their clothes carry on their journey: here's how it works.",
    },
    coverAlt: {
      fr: "Salopette en jean et pull rayé moutarde",
      de: "Jeans-Latzhose und senfgelb gestreifter Pullover",
      nl: "Denim tuinbroek en okergele gestreepte trui",
      es: "Peto vaquero y jersey mostaza a rayas",
      en: "Denim dungarees and mustard striped jumper",
    },
    body: {
      fr: `Entre la naissance et 6 ans, un enfant change de taille plus de dix fois. Résultat : des armoires pleines de vêtements presque neufs, portés quelques semaines seulement. C'est pour eux que nous avons créé littlegeste.

## Comment ça marche ?

Depuis votre espace client, créez une étiquette prépayée, remplissez un carton avec les vêtements devenus trop petits, quelle que soit leur marque, et déposez-le en point relais. À réception, notre atelier trie chaque pièce à la main.

## Revendre, réparer ou recycler

Les vêtements en très bon état sont lavés, photographiés et proposés dans nos malles en seconde main. Ceux qui ont besoin d'un point de couture passent par notre atelier de réparation. Les autres sont confiés à une filière de recyclage textile, qui les transforme en isolant ou en nouvelles fibres.

Pour chaque colis, vous recevez des points de fidélité, et une partie du prix de revente des pièces vendues est créditée sur votre cagnotte. Un petit geste, comme son nom l'indique, mais qui compte.`,
      de: `Zwischen Geburt und sechstem Geburtstag wechselt ein Kind mehr als zehnmal die Größe. Das Ergebnis: Schränke voller fast neuer Kleidung, die nur ein paar Wochen getragen wurde. Genau dafür haben wir littlegeste ins Leben gerufen.

## Wie funktioniert es?

Erstellen Sie in Ihrem Kundenkonto ein vorfrankiertes Etikett, füllen Sie einen Karton mit zu klein gewordener Kleidung – egal von welcher Marke – und geben Sie ihn in einem Paketshop ab. Bei uns angekommen, sortiert unser Atelier jedes Teil von Hand.

## Weiterverkaufen, reparieren oder recyceln

Sehr gut erhaltene Kleidung wird gewaschen, fotografiert und als Secondhand-Teil in unseren Boxen angeboten. Was einen Stich braucht, geht in unsere Reparaturwerkstatt. Der Rest wird einem Textilrecycler übergeben, der daraus Dämmstoff oder neue Fasern macht.

Für jedes Paket erhalten Sie Treuepunkte, und ein Teil des Verkaufspreises wiederverkaufter Teile wird Ihrem Guthaben gutgeschrieben. Eine kleine Geste, wie der Name sagt – aber eine, die zählt.`,
      nl: `Tussen de geboorte en zes jaar verandert een kind meer dan tien keer van maat. Het resultaat: kasten vol bijna nieuwe kleren die maar een paar weken gedragen zijn. Juist daarvoor hebben we littlegeste opgezet.

## Hoe werkt het?

Maak in je account een voorgefrankeerd label aan, vul een doos met kleding die te klein is geworden, van welk merk ook, en lever hem in bij een afhaalpunt. Zodra de doos binnen is, sorteert ons atelier elk stuk met de hand.

## Doorverkopen, repareren of recyclen

Kleding in heel goede staat wordt gewassen, gefotografeerd en tweedehands aangeboden in onze boxen. Wat een steekje nodig heeft, gaat naar ons reparatieatelier. De rest gaat naar een textielrecycler, die er isolatiemateriaal of nieuwe vezels van maakt.

Voor elk pakket krijg je loyaliteitspunten, en een deel van de verkoopprijs van doorverkochte stukken wordt op je tegoed gezet. Een klein gebaar, zoals de naam al zegt, maar wel een dat telt.`,
      es: `Entre el nacimiento y los 6 años, un niño cambia de talla más de diez veces. El resultado: armarios llenos de ropa casi nueva que solo se ha usado unas semanas. Para ella creamos littlegeste.

## ¿Cómo funciona?

Desde tu cuenta, crea una etiqueta prepagada, llena una caja con la ropa que se ha quedado pequeña, sea de la marca que sea, y déjala en un punto de recogida. Cuando llega, nuestro taller clasifica cada prenda a mano.

## Revender, arreglar o reciclar

La ropa en muy buen estado se lava, se fotografía y se ofrece de segunda mano en nuestros baúles. La que necesita una puntada pasa por nuestro taller de arreglos. El resto se entrega a un gestor de reciclaje textil, que la convierte en aislante o en nuevas fibras.

Por cada paquete recibes puntos de fidelidad, y una parte del precio de reventa de las prendas vendidas se abona en tu saldo. Un pequeño gesto, como indica su nombre, pero que cuenta.`,
      en: `Between birth and age 6, a child changes size more than ten times. The result: wardrobes full of nearly new clothes worn for just a few weeks. That's exactly why we created littlegeste.

## How does it work?

From your account, create a prepaid label, fill a box with clothes that have become too small, whatever the brand, and drop it off at a pick-up point. When it arrives, our workshop sorts every piece by hand.

## Resell, repair or recycle

Clothes in very good condition are washed, photographed and offered second-hand in our trunks. Those that need a stitch go through our repair workshop. The rest are handed to a textile recycler, who turns them into insulation or new fibres.

For every parcel you earn loyalty points, and part of the resale price of the pieces sold is credited to your wallet. A small gesture, as the name suggests, but one that matters.`,
    },
  },
  {
    slug: "rentree-la-garde-robe-capsule-de-votre-enfant",
    category: "conseils-style",
    author: "lea",
    publishedAt: "2026-08-20T08:00:00Z",
    theme: "kid",
    cover: [g("sweater", "navy", "stripes"), g("trousers", "khaki"), g("shoes", "white")],
    title: {
      fr: "Rentrée : la garde-robe capsule de votre enfant en 12 pièces",
      de: "Schulstart: Die Capsule-Garderobe Ihres Kindes in 12 Teilen",
      nl: "Terug naar school: de capsulegarderobe van je kind in 12 stuks",
      es: "Vuelta al cole: el armario cápsula de tu hijo en 12 prendas",
      en: "Back to school: your child's capsule wardrobe in 12 pieces",
    },
    excerpt: {
      fr: "Douze pièces bien choisies suffisent pour tenir jusqu'aux vacances de la Toussaint. Léa vous donne sa liste et ses astuces pour des matins sans bataille.",
      de: "Zwölf gut gewählte Teile reichen bis zu den Herbstferien. Léa verrät ihre Liste und ihre Tipps für Morgen ohne Diskussionen.",
      nl: "Twaalf goed gekozen stuks zijn genoeg tot de herfstvakantie. Léa geeft haar lijst en tips voor ochtenden zonder strijd.",
      es: "Doce prendas bien elegidas bastan hasta el puente de otoño. Léa te da su lista y sus trucos para mañanas sin batallas.",
      en: "Twelve well-chosen pieces are enough to last until the autumn half-term. Léa shares her list and tips for battle-free mornings.",
    },
    coverAlt: {
      fr: "Pull marin rayé, pantalon kaki et baskets blanches",
      de: "Marineblau gestreifter Pullover, khakifarbene Hose und weiße Sneaker",
      nl: "Marineblauwe gestreepte trui, kaki broek en witte sneakers",
      es: "Jersey azul marino a rayas, pantalón caqui y zapatillas blancas",
      en: "Navy striped jumper, khaki trousers and white trainers",
    },
    body: {
      fr: `La rentrée, c'est souvent le moment où l'on réalise que plus rien ne va : les pantalons sont trop courts, les baskets trouées, et les pulls ont rétréci au lavage (ou l'enfant a grandi). Plutôt que de tout racheter, pensez « capsule » : peu de pièces, qui vont toutes ensemble.

## Notre liste de base

- 5 hauts : trois t-shirts à manches longues, une chemise ou une blouse, un sweat ;
- 2 pulls ou gilets, dont un uni ;
- 3 bas : un jean, un pantalon confortable, une jupe ou un short selon la météo ;
- 1 veste de mi-saison et 1 paire de baskets solides.

## Des matins plus simples

Avec une palette réduite, votre enfant peut s'habiller seul sans faux pas : c'est bon pour son autonomie et pour vos nerfs. Laissez-le choisir une pièce « coup de cœur », plus fantaisie, qui lui ressemble : un imprimé étoiles, une couleur vive.

La malle de rentrée est conçue exactement comme ça. Indiquez le niveau scolaire et les contraintes (uniforme, sport, cantine) dans le commentaire, et la styliste s'occupe du reste.`,
      de: `Der Schulstart ist oft der Moment, in dem man merkt, dass nichts mehr passt: Die Hosen sind zu kurz, die Sneaker durchgelaufen und die Pullover in der Wäsche eingelaufen (oder das Kind ist gewachsen). Statt alles neu zu kaufen, denken Sie in „Capsules“: wenige Teile, die alle zusammenpassen.

## Unsere Grundliste

- 5 Oberteile: drei Langarmshirts, ein Hemd oder eine Bluse, ein Sweatshirt;
- 2 Pullover oder Strickjacken, davon einer uni;
- 3 Unterteile: eine Jeans, eine bequeme Hose, je nach Wetter ein Rock oder Shorts;
- 1 Übergangsjacke und 1 Paar robuste Sneaker.

## Entspanntere Morgen

Mit einer reduzierten Farbpalette kann sich Ihr Kind allein anziehen, ohne danebenzugreifen – gut für seine Selbstständigkeit und für Ihre Nerven. Lassen Sie es ein verspieltes Lieblingsteil wählen, das zu ihm passt: ein Sternenmuster, eine knallige Farbe.

Genau so ist unsere Schulstart-Box aufgebaut. Geben Sie im Kommentar Klassenstufe und Besonderheiten an (Schuluniform, Sport, Mittagessen), und die Stylistin kümmert sich um den Rest.`,
      nl: `Het nieuwe schooljaar is vaak het moment waarop je merkt dat niets meer past: de broeken zijn te kort, de sneakers versleten en de truien gekrompen in de was (of je kind is gegroeid). Denk liever in 'capsules' dan alles opnieuw te kopen: weinig stuks die allemaal bij elkaar passen.

## Onze basislijst

- 5 tops: drie shirts met lange mouwen, een overhemd of blouse, een sweater;
- 2 truien of vesten, waarvan één effen;
- 3 broeken of rokken: een jeans, een comfortabele broek, een rok of short afhankelijk van het weer;
- 1 tussenjas en 1 paar stevige sneakers.

## Makkelijkere ochtenden

Met een beperkt kleurenpalet kan je kind zichzelf aankleden zonder misstappen: goed voor de zelfstandigheid en voor jouw zenuwen. Laat het één speels lievelingsstuk kiezen dat bij hem of haar past: een sterrenprint, een felle kleur.

De back-to-schoolbox is precies zo opgebouwd. Vermeld in de opmerking het leerjaar en eventuele eisen (uniform, gym, overblijven), en de stylist doet de rest.`,
      es: `La vuelta al cole suele ser el momento en que descubrimos que nada sirve: los pantalones se han quedado cortos, las zapatillas tienen agujeros y los jerséis han encogido en la lavadora (o el niño ha crecido). En lugar de comprarlo todo de nuevo, piensa en «cápsula»: pocas prendas que combinen entre sí.

## Nuestra lista básica

- 5 partes de arriba: tres camisetas de manga larga, una camisa o blusa y una sudadera;
- 2 jerséis o chaquetas de punto, uno de ellos liso;
- 3 partes de abajo: unos vaqueros, un pantalón cómodo y una falda o un short según el tiempo;
- 1 chaqueta de entretiempo y 1 par de zapatillas resistentes.

## Mañanas más fáciles

Con una paleta reducida, tu hijo puede vestirse solo sin errores: bueno para su autonomía y para tus nervios. Déjale elegir una prenda favorita más divertida que le represente: un estampado de estrellas, un color vivo.

El baúl de la vuelta al cole está pensado exactamente así. Indica el curso y las particularidades (uniforme, deporte, comedor) en el comentario, y la estilista se encarga del resto.`,
      en: `Back to school is often when you realise nothing fits any more: trousers are too short, trainers have holes and jumpers have shrunk in the wash (or your child has grown). Rather than buying everything again, think 'capsule': a few pieces that all go together.

## Our basic list

- 5 tops: three long-sleeved T-shirts, a shirt or blouse, a sweatshirt;
- 2 jumpers or cardigans, one of them plain;
- 3 bottoms: jeans, comfy trousers, and a skirt or shorts depending on the weather;
- 1 light jacket and 1 pair of sturdy trainers.

## Easier mornings

With a reduced palette, your child can get dressed alone without a clash: good for their independence and for your nerves. Let them pick one fun favourite that reflects who they are: a star print, a bright colour.

The back-to-school trunk is designed exactly like this. Mention the school year and any constraints (uniform, PE, school lunches) in the comment, and the stylist takes care of the rest.`,
    },
  },
  {
    slug: "habiller-un-preado-sans-conflit",
    category: "vie-de-famille",
    author: "jonas",
    publishedAt: "2026-09-10T08:00:00Z",
    theme: "kid",
    cover: [g("sweater", "khaki"), g("trousers", "indigo"), g("shoes", "black")],
    title: {
      fr: "Habiller un préado sans conflit",
      de: "Teenager anziehen – ohne Streit",
      nl: "Een tiener aankleden zonder ruzie",
      es: "Vestir a un preadolescente sin conflictos",
      en: "Dressing a pre-teen without the arguments",
    },
    excerpt: {
      fr: "Entre 10 et 14 ans, les vêtements deviennent une affaire d'identité. Jonas, papa de trois garçons, partage ce qui marche chez lui.",
      de: "Zwischen 10 und 14 wird Kleidung zur Identitätsfrage. Jonas, Vater von drei Jungs, erzählt, was bei ihm zu Hause funktioniert.",
      nl: "Tussen 10 en 14 jaar wordt kleding een kwestie van identiteit. Jonas, vader van drie jongens, vertelt wat bij hem thuis werkt.",
      es: "Entre los 10 y los 14 años, la ropa se convierte en una cuestión de identidad. Jonas, padre de tres chicos, cuenta lo que le funciona en casa.",
      en: "Between 10 and 14, clothes become a matter of identity. Jonas, a father of three boys, shares what works in his house.",
    },
    coverAlt: {
      fr: "Sweat kaki, jean brut et baskets noires",
      de: "Khakifarbenes Sweatshirt, dunkle Jeans und schwarze Sneaker",
      nl: "Kaki sweater, donkerblauwe jeans en zwarte sneakers",
      es: "Sudadera caqui, vaqueros oscuros y zapatillas negras",
      en: "Khaki sweatshirt, indigo jeans and black trainers",
    },
    body: {
      fr: `À 11 ans, mon fils aîné a décrété qu'il ne porterait plus « rien avec des dessins ». Du jour au lendemain, la moitié de son armoire est devenue importable. Si cela vous parle, rassurez-vous : c'est une étape normale, et même plutôt saine.

## Lui laisser le dernier mot

Le secret, c'est de décider ensemble du cadre (le budget, la météo, les règles de l'école) et de le laisser choisir à l'intérieur de ce cadre. Un ado qui a choisi son sweat le portera jusqu'à l'usure ; un ado à qui on l'impose le laissera au fond du placard.

## Miser sur la coupe plutôt que sur les motifs

À cet âge, ce qui compte, c'est l'allure : un jean qui tombe bien, un sweat un peu ample, des baskets sobres. Les couleurs neutres (kaki, marine, gris, noir) rassurent et se combinent facilement. Les logos voyants passent vite de mode.

Avec la malle, c'est votre préado qui remplit le commentaire et qui décide de ce qu'il garde. Chez nous, cela a transformé les « je n'ai rien à me mettre » en « tu as vu mon nouveau sweat ? ».`,
      de: `Mit elf Jahren hat mein ältester Sohn beschlossen, „nichts mehr mit Bildern drauf“ zu tragen. Von einem Tag auf den anderen war der halbe Kleiderschrank untragbar. Wenn Ihnen das bekannt vorkommt: keine Sorge, das ist eine ganz normale und sogar gesunde Phase.

## Ihm das letzte Wort lassen

Das Geheimnis: gemeinsam den Rahmen festlegen (Budget, Wetter, Schulregeln) und ihn innerhalb dieses Rahmens selbst wählen lassen. Einen selbst ausgesuchten Hoodie trägt ein Teenager, bis er auseinanderfällt; einen aufgezwungenen lässt er ganz hinten im Schrank liegen.

## Auf den Schnitt setzen statt auf Motive

In diesem Alter zählt die Silhouette: eine gut sitzende Jeans, ein etwas weiterer Pullover, schlichte Sneaker. Neutrale Farben (Khaki, Marineblau, Grau, Schwarz) geben Sicherheit und lassen sich leicht kombinieren. Auffällige Logos sind schnell wieder out.

Bei la malle füllt Ihr Teenager den Kommentar selbst aus und entscheidet, was er behält. Bei uns hat das aus „Ich hab nichts anzuziehen“ ein „Hast du meinen neuen Hoodie gesehen?“ gemacht.`,
      nl: `Toen mijn oudste zoon 11 was, besloot hij dat hij 'niks meer met plaatjes' zou dragen. Van de ene op de andere dag was de helft van zijn kast ondraagbaar. Herkenbaar? Geen zorgen: het is een normale en zelfs gezonde fase.

## Laat hem het laatste woord

Het geheim is om samen de grenzen af te spreken (budget, weer, schoolregels) en hem binnen die grenzen zelf te laten kiezen. Een tiener die zijn hoodie zelf heeft gekozen, draagt hem tot hij versleten is; een opgedrongen hoodie blijft achter in de kast liggen.

## Kies voor pasvorm in plaats van prints

Op deze leeftijd draait het om de uitstraling: een goed zittende jeans, een iets ruimere sweater, sobere sneakers. Neutrale kleuren (kaki, marineblauw, grijs, zwart) geven zekerheid en zijn makkelijk te combineren. Opvallende logo's raken snel uit de mode.

Bij la malle vult je tiener zelf de opmerking in en beslist hij wat hij houdt. Bij ons thuis veranderde 'ik heb niks om aan te trekken' daardoor in 'heb je mijn nieuwe hoodie gezien?'.`,
      es: `A los 11 años, mi hijo mayor decidió que no se pondría «nada con dibujos». De un día para otro, la mitad de su armario se volvió imponible. Si te suena, tranquilidad: es una etapa normal, e incluso sana.

## Dejarle la última palabra

El secreto es decidir juntos el marco (el presupuesto, el tiempo, las normas del colegio) y dejarle elegir dentro de él. Un adolescente que ha elegido su sudadera la llevará hasta gastarla; si se la imponen, acabará en el fondo del armario.

## Apostar por el corte más que por los estampados

A esta edad lo que cuenta es la silueta: unos vaqueros que sienten bien, una sudadera algo amplia, unas zapatillas sobrias. Los colores neutros (caqui, azul marino, gris, negro) dan seguridad y combinan con facilidad. Los logos llamativos pasan de moda enseguida.

Con la malle, es tu preadolescente quien escribe el comentario y decide con qué se queda. En casa, eso ha convertido el «no tengo nada que ponerme» en «¿has visto mi sudadera nueva?».`,
      en: `At 11, my eldest son declared he would no longer wear 'anything with pictures on'. Overnight, half his wardrobe became unwearable. If this sounds familiar, don't worry: it's a normal, even healthy, stage.

## Let them have the final say

The secret is to agree on the framework together (budget, weather, school rules) and let them choose within it. A teen who picked their own hoodie will wear it until it falls apart; one who had it imposed will leave it at the back of the wardrobe.

## Focus on fit rather than prints

At this age, it's all about the silhouette: jeans that fit well, a slightly roomy sweatshirt, understated trainers. Neutral colours (khaki, navy, grey, black) are reassuring and easy to combine. Loud logos go out of fashion fast.

With la malle, your pre-teen fills in the comment and decides what to keep. In our house, it turned 'I've got nothing to wear' into 'have you seen my new hoodie?'.`,
    },
  },
  {
    slug: "dix-pieces-pour-une-garde-robe-de-maman-active",
    category: "conseils-style",
    author: "ines",
    publishedAt: "2026-10-08T08:00:00Z",
    theme: "woman",
    cover: [g("shirt", "white", "stripes"), g("trousers", "indigo"), g("bag", "camel")],
    title: {
      fr: "10 pièces pour une garde-robe de maman active",
      de: "10 Teile für die Garderobe vielbeschäftigter Mütter",
      nl: "10 stuks voor de garderobe van een drukke moeder",
      es: "10 prendas para el armario de una madre con prisa",
      en: "10 pieces for a busy mum's wardrobe",
    },
    excerpt: {
      fr: "Le matin, vous avez cinq minutes pour vous habiller ? Inès a sélectionné dix pièces qui se combinent en plus de trente tenues.",
      de: "Morgens bleiben Ihnen fünf Minuten zum Anziehen? Inès hat zehn Teile ausgewählt, die sich zu mehr als dreißig Outfits kombinieren lassen.",
      nl: "Heb je 's ochtends vijf minuten om je aan te kleden? Inès koos tien stuks die samen meer dan dertig outfits vormen.",
      es: "¿Por la mañana tienes cinco minutos para vestirte? Inès ha elegido diez prendas que se combinan en más de treinta looks.",
      en: "Only five minutes to get dressed in the morning? Inès has picked ten pieces that combine into more than thirty outfits.",
    },
    coverAlt: {
      fr: "Chemise blanche rayée, jean brut et sac camel",
      de: "Weiß gestreifte Hemdbluse, dunkle Jeans und camelfarbene Tasche",
      nl: "Witte gestreepte blouse, donkerblauwe jeans en camel tas",
      es: "Camisa blanca a rayas, vaqueros oscuros y bolso camel",
      en: "White striped shirt, indigo jeans and camel bag",
    },
    body: {
      fr: `Entre l'école, le travail et tout le reste, s'habiller le matin devrait prendre cinq minutes, pas vingt. La solution n'est pas d'avoir plus de vêtements, mais d'avoir les bons.

## Les dix pièces

1. Un jean droit brut, qui va avec tout.
2. Un pantalon large fluide, pour les jours plus habillés.
3. Une chemise blanche ou rayée.
4. Deux t-shirts de qualité, un blanc et un marine.
5. Un pull en maille fine, facile à glisser sous une veste.
6. Un cardigan long, à porter ouvert.
7. Une robe portefeuille, du bureau à la fête de l'école.
8. Un trench ou une veste de mi-saison.
9. Une paire de baskets blanches.
10. Un grand sac en cuir qui contient aussi les goûters.

## Le secret : une base neutre et une couleur

Choisissez une base neutre (marine, écru, camel) et une seule couleur d'accent que vous aimez. Toutes les pièces se combinent entre elles, et l'accent fait la différence. Dans votre malle femme, indiquez votre rythme de vie : je compose une sélection à partir de ce que vous avez déjà.`,
      de: `Zwischen Schule, Arbeit und allem anderen sollte das Anziehen am Morgen fünf Minuten dauern, nicht zwanzig. Die Lösung sind nicht mehr Kleidungsstücke, sondern die richtigen.

## Die zehn Teile

1. Eine gerade, dunkle Jeans, die zu allem passt.
2. Eine fließende weite Hose für schickere Tage.
3. Eine weiße oder gestreifte Hemdbluse.
4. Zwei hochwertige T-Shirts, ein weißes und ein marineblaues.
5. Ein Feinstrickpullover, der leicht unter eine Jacke passt.
6. Ein langer Cardigan, offen getragen.
7. Ein Wickelkleid – vom Büro bis zum Schulfest.
8. Ein Trenchcoat oder eine Übergangsjacke.
9. Ein Paar weiße Sneaker.
10. Eine große Ledertasche, in die auch die Snacks passen.

## Das Geheimnis: eine neutrale Basis und eine Farbe

Wählen Sie eine neutrale Basis (Marineblau, Naturweiß, Camel) und eine einzige Akzentfarbe, die Sie lieben. Alle Teile lassen sich kombinieren, und der Akzent macht den Unterschied. Beschreiben Sie in Ihrer Damenbox Ihren Alltag: Ich stelle eine Auswahl zusammen, die zu dem passt, was Sie schon haben.`,
      nl: `Tussen school, werk en al het andere zou aankleden 's ochtends vijf minuten moeten duren, geen twintig. De oplossing is niet meer kleding, maar de juiste kleding.

## De tien stuks

1. Een rechte donkerblauwe jeans die overal bij past.
2. Een soepele wijde broek voor nettere dagen.
3. Een witte of gestreepte blouse.
4. Twee goede T-shirts, een witte en een marineblauwe.
5. Een fijngebreide trui die makkelijk onder een jasje past.
6. Een lang vest om open te dragen.
7. Een wikkeljurk, van kantoor tot schoolfeest.
8. Een trenchcoat of tussenjas.
9. Een paar witte sneakers.
10. Een grote leren tas waar ook de tussendoortjes in passen.

## Het geheim: een neutrale basis en één kleur

Kies een neutrale basis (marineblauw, ecru, camel) en één accentkleur waar je van houdt. Alle stukken passen bij elkaar, en het accent maakt het verschil. Beschrijf in je damesbox je dagelijkse ritme: ik stel een selectie samen op basis van wat je al hebt.`,
      es: `Entre el colegio, el trabajo y todo lo demás, vestirse por la mañana debería llevar cinco minutos, no veinte. La solución no es tener más ropa, sino tener la adecuada.

## Las diez prendas

1. Unos vaqueros rectos oscuros, que van con todo.
2. Un pantalón ancho y fluido para los días más arreglados.
3. Una camisa blanca o de rayas.
4. Dos camisetas de calidad, una blanca y otra azul marino.
5. Un jersey de punto fino, fácil de llevar bajo una chaqueta.
6. Un cárdigan largo para llevar abierto.
7. Un vestido cruzado, de la oficina a la fiesta del colegio.
8. Una gabardina o una chaqueta de entretiempo.
9. Unas zapatillas blancas.
10. Un bolso grande de piel donde quepan también las meriendas.

## El secreto: una base neutra y un color

Elige una base neutra (azul marino, crudo, camel) y un único color de acento que te encante. Todas las prendas combinan entre sí, y el acento marca la diferencia. En tu baúl de mujer, cuéntame tu ritmo de vida: prepararé una selección a partir de lo que ya tienes.`,
      en: `Between school, work and everything else, getting dressed in the morning should take five minutes, not twenty. The answer isn't more clothes, but the right ones.

## The ten pieces

1. Straight indigo jeans that go with everything.
2. Flowing wide-leg trousers for dressier days.
3. A white or striped shirt.
4. Two good-quality T-shirts, one white and one navy.
5. A fine-knit jumper that slips easily under a jacket.
6. A long cardigan to wear open.
7. A wrap dress, from the office to the school fair.
8. A trench coat or light jacket.
9. A pair of white trainers.
10. A large leather bag that also fits the snacks.

## The secret: a neutral base and one colour

Choose a neutral base (navy, ecru, camel) and a single accent colour you love. Every piece goes with every other, and the accent makes the difference. In your women's trunk, tell me about your daily routine: I'll put together a selection that works with what you already own.`,
    },
  },
  {
    slug: "coton-bio-pourquoi-on-y-tient",
    category: "mode-responsable",
    author: "marieke",
    publishedAt: "2026-11-05T08:00:00Z",
    theme: "kid",
    cover: [g("tshirt", "ecru"), g("bodysuit", "mustard", "stripes")],
    title: {
      fr: "Coton bio : pourquoi on y tient",
      de: "Bio-Baumwolle: Warum sie uns so wichtig ist",
      nl: "Biologisch katoen: waarom wij erin geloven",
      es: "Algodón orgánico: por qué nos importa",
      en: "Organic cotton: why it matters to us",
    },
    excerpt: {
      fr: "Le petit tampon coton sur nos fiches produits n'est pas un détail. Marieke explique ce que change le coton biologique, pour la peau des enfants et pour la planète.",
      de: "Der kleine Baumwollstempel auf unseren Produktseiten ist kein Detail. Marieke erklärt, was Bio-Baumwolle für Kinderhaut und für den Planeten verändert.",
      nl: "Het kleine katoenstempel op onze productpagina's is geen detail. Marieke legt uit wat biologisch katoen verandert, voor de huid van kinderen en voor de planeet.",
      es: "El pequeño sello de algodón de nuestras fichas de producto no es un detalle. Marieke explica qué cambia el algodón orgánico para la piel de los niños y para el planeta.",
      en: "The little cotton stamp on our product pages isn't a detail. Marieke explains what organic cotton changes, for children's skin and for the planet.",
    },
    coverAlt: {
      fr: "T-shirt écru et body rayé moutarde",
      de: "Naturweißes T-Shirt und senfgelb gestreifter Body",
      nl: "Ecru T-shirt en okergele gestreepte romper",
      es: "Camiseta cruda y body mostaza a rayas",
      en: "Ecru T-shirt and mustard striped bodysuit",
    },
    body: {
      fr: `Le coton conventionnel est l'une des cultures qui consomment le plus de pesticides au monde. Le coton biologique, lui, est cultivé sans produits chimiques de synthèse ni semences OGM, avec des rotations de cultures qui préservent les sols.

## Meilleur pour la peau

La peau d'un bébé est jusqu'à cinq fois plus fine que celle d'un adulte. Les vêtements en coton bio certifié GOTS sont aussi teints et finis sans substances nocives : pas de métaux lourds, pas de formaldéhyde, pas d'azurants. C'est une vraie tranquillité pour les peaux sensibles ou atopiques.

## Un label qui se vérifie

Sur la malle, le tampon coton n'apparaît que sur les pièces dont le fabricant nous a transmis un certificat valide. Nos marques partenaires comme Kleine Wolke ou Mimosa Lisboa travaillent exclusivement en coton biologique pour leurs collections bébé.

Le coton bio coûte un peu plus cher à produire, mais il dure aussi plus longtemps : ses fibres, moins abîmées par les traitements, résistent mieux aux lavages. Et un body qui passe d'un enfant à l'autre, c'est encore la façon la plus simple de réduire son impact.`,
      de: `Konventionelle Baumwolle gehört zu den Kulturen mit dem höchsten Pestizideinsatz weltweit. Bio-Baumwolle dagegen wird ohne synthetische Chemikalien und ohne gentechnisch verändertes Saatgut angebaut, mit Fruchtfolgen, die den Boden schonen.

## Besser für die Haut

Babyhaut ist bis zu fünfmal dünner als die eines Erwachsenen. Kleidung aus GOTS-zertifizierter Bio-Baumwolle wird zudem ohne Schadstoffe gefärbt und veredelt: keine Schwermetalle, kein Formaldehyd, keine optischen Aufheller. Das beruhigt bei empfindlicher oder zu Neurodermitis neigender Haut.

## Ein überprüfbares Siegel

Bei la malle erscheint der Baumwollstempel nur bei Teilen, für die uns der Hersteller ein gültiges Zertifikat vorgelegt hat. Unsere Partnermarken wie Kleine Wolke oder Mimosa Lisboa verwenden für ihre Babykollektionen ausschließlich Bio-Baumwolle.

Bio-Baumwolle ist in der Herstellung etwas teurer, hält aber auch länger: Ihre Fasern werden weniger strapaziert und überstehen viele Wäschen. Und ein Body, der von einem Kind zum nächsten weitergegeben wird, ist immer noch der einfachste Weg, die eigene Umweltbilanz zu verbessern.`,
      nl: `Gangbaar katoen is een van de gewassen met het hoogste pesticidengebruik ter wereld. Biologisch katoen wordt geteeld zonder synthetische chemicaliën en zonder genetisch gemodificeerde zaden, met wisselteelt die de bodem spaart.

## Beter voor de huid

De huid van een baby is tot vijf keer dunner dan die van een volwassene. Kleding van GOTS-gecertificeerd biologisch katoen wordt bovendien zonder schadelijke stoffen geverfd en afgewerkt: geen zware metalen, geen formaldehyde, geen optische witmakers. Een geruststellende gedachte bij een gevoelige of atopische huid.

## Een label dat je kunt controleren

Bij la malle staat het katoenstempel alleen bij stukken waarvoor de fabrikant ons een geldig certificaat heeft gestuurd. Onze partnermerken zoals Kleine Wolke en Mimosa Lisboa werken voor hun babycollecties uitsluitend met biologisch katoen.

Biologisch katoen is iets duurder om te produceren, maar gaat ook langer mee: de vezels worden minder aangetast en kunnen beter tegen wasbeurten. En een romper die van het ene kind naar het andere gaat, blijft de eenvoudigste manier om je impact te verkleinen.`,
      es: `El algodón convencional es uno de los cultivos que más pesticidas consumen en el mundo. El orgánico, en cambio, se cultiva sin productos químicos de síntesis ni semillas transgénicas, con rotaciones que cuidan el suelo.

## Mejor para la piel

La piel de un bebé es hasta cinco veces más fina que la de un adulto. La ropa de algodón orgánico con certificado GOTS también se tiñe y se acaba sin sustancias nocivas: sin metales pesados, sin formaldehído, sin blanqueantes ópticos. Una tranquilidad para las pieles sensibles o atópicas.

## Un sello verificable

En la malle, el sello de algodón solo aparece en las prendas cuyo fabricante nos ha enviado un certificado válido. Marcas colaboradoras como Kleine Wolke o Mimosa Lisboa trabajan exclusivamente con algodón orgánico en sus colecciones de bebé.

El algodón orgánico cuesta algo más de producir, pero también dura más: sus fibras, menos dañadas por los tratamientos, resisten mejor los lavados. Y un body que pasa de un hermano a otro sigue siendo la forma más sencilla de reducir nuestro impacto.`,
      en: `Conventional cotton is one of the most pesticide-intensive crops in the world. Organic cotton, on the other hand, is grown without synthetic chemicals or GM seeds, using crop rotation that protects the soil.

## Better for the skin

A baby's skin is up to five times thinner than an adult's. Clothes made of GOTS-certified organic cotton are also dyed and finished without harmful substances: no heavy metals, no formaldehyde, no optical brighteners. That's real peace of mind for sensitive or eczema-prone skin.

## A label you can check

At la malle, the cotton stamp only appears on pieces for which the maker has sent us a valid certificate. Partner brands such as Kleine Wolke and Mimosa Lisboa use nothing but organic cotton for their baby collections.

Organic cotton costs a little more to produce, but it also lasts longer: its fibres, less damaged by processing, stand up better to washing. And a bodysuit handed down from one child to the next is still the simplest way to reduce your impact.`,
    },
  },
  {
    slug: "une-malle-de-l-atelier-a-votre-porte",
    category: "coulisses",
    author: "sofia",
    publishedAt: "2026-11-19T08:00:00Z",
    theme: "kid",
    cover: [g("dress", "pink", "dots"), g("cardigan", "navy"), g("shoes", "red")],
    title: {
      fr: "Une malle, de l'atelier à votre porte",
      de: "Eine Box – vom Atelier bis zu Ihrer Tür",
      nl: "Een box, van het atelier tot aan je deur",
      es: "Un baúl, del taller a tu puerta",
      en: "A trunk, from our workshop to your door",
    },
    excerpt: {
      fr: "Que se passe-t-il entre le moment où vous remplissez le questionnaire et celui où vous ouvrez la malle ? Sofía nous emmène dans les coulisses.",
      de: "Was passiert zwischen dem Ausfüllen des Fragebogens und dem Öffnen der Box? Sofía nimmt uns mit hinter die Kulissen.",
      nl: "Wat gebeurt er tussen het invullen van de vragenlijst en het openen van de box? Sofía neemt ons mee achter de schermen.",
      es: "¿Qué ocurre entre el momento en que rellenas el cuestionario y el momento en que abres el baúl? Sofía nos lleva entre bastidores.",
      en: "What happens between filling in the quiz and opening your trunk? Sofía takes us behind the scenes.",
    },
    coverAlt: {
      fr: "Robe rose à pois, gilet marine et baskets rouges",
      de: "Rosa Kleid mit Punkten, marineblaue Strickjacke und rote Sneaker",
      nl: "Roze jurk met stippen, marineblauw vestje en rode sneakers",
      es: "Vestido rosa de lunares, chaqueta de punto azul marino y zapatillas rojas",
      en: "Pink polka-dot dress, navy cardigan and red trainers",
    },
    body: {
      fr: `Tout commence par vos réponses. Avant de composer une malle, la styliste lit le questionnaire, le commentaire, les avis laissés sur les malles précédentes et, quand il y en a, les photos. Elle regarde aussi quels looks vous avez aimés ou non dans les suggestions.

## La sélection

Elle choisit ensuite les pièces une à une dans notre stock, en vérifiant les tailles, la saison et l'équilibre de la malle : des hauts et des bas qui se combinent, une pièce plus audacieuse, un basique dont on a toujours besoin. Vous recevez un aperçu par e-mail et pouvez demander un remplacement avant l'envoi.

## La préparation

À l'entrepôt, chaque pièce est contrôlée, pliée à la main et emballée dans du papier de soie recyclé. On ajoute un petit mot de la styliste avec ses idées d'associations. La malle part en 24 heures et vous recevez le numéro de suivi.

Et quand elle revient ? Les pièces retournées sont contrôlées, défroissées et remises en stock pour une autre famille. Rien ne se perd : c'est toute la logique de la malle.`,
      de: `Alles beginnt mit Ihren Antworten. Bevor sie eine Box zusammenstellt, liest die Stylistin den Fragebogen, den Kommentar, die Bewertungen früherer Boxen und – falls vorhanden – die Fotos. Sie schaut sich auch an, welche Looks Ihnen bei den Vorschlägen gefallen haben und welche nicht.

## Die Auswahl

Dann wählt sie die Teile einzeln aus unserem Lager aus und prüft dabei Größen, Jahreszeit und das Gleichgewicht der Box: Ober- und Unterteile, die sich kombinieren lassen, ein mutigeres Teil, ein Basic, das man immer braucht. Sie erhalten eine Vorschau per E-Mail und können vor dem Versand einen Austausch anfragen.

## Das Packen

Im Lager wird jedes Teil geprüft, von Hand gefaltet und in recyceltes Seidenpapier gewickelt. Dazu kommt eine kleine Notiz der Stylistin mit Kombinationsideen. Die Box verlässt uns innerhalb von 24 Stunden, und Sie erhalten die Sendungsnummer.

Und wenn sie zurückkommt? Die zurückgeschickten Teile werden geprüft, gedämpft und für eine andere Familie wieder eingelagert. Nichts geht verloren – genau das ist die Idee von la malle.`,
      nl: `Alles begint met jouw antwoorden. Voordat ze een box samenstelt, leest de stylist de vragenlijst, de opmerking, de beoordelingen van eerdere boxen en, als die er zijn, de foto's. Ze kijkt ook welke looks je wel en niet mooi vond bij de suggesties.

## De selectie

Daarna kiest ze de stukken één voor één uit onze voorraad en controleert ze de maten, het seizoen en de balans van de box: tops en broeken die bij elkaar passen, een wat gedurfder stuk, een basic die je altijd nodig hebt. Je krijgt een voorproefje per e-mail en kunt vóór verzending om een vervanging vragen.

## Het inpakken

In het magazijn wordt elk stuk gecontroleerd, met de hand gevouwen en in gerecycled zijdepapier verpakt. Er gaat een kaartje van de stylist bij met combinatietips. De box vertrekt binnen 24 uur en je ontvangt de track-and-trace.

En als hij terugkomt? Geretourneerde stukken worden gecontroleerd, gestoomd en weer op voorraad gelegd voor een ander gezin. Er gaat niets verloren: dat is precies het idee achter la malle.`,
      es: `Todo empieza con tus respuestas. Antes de preparar un baúl, la estilista lee el cuestionario, el comentario, las opiniones sobre baúles anteriores y, si las hay, las fotos. También mira qué looks te han gustado o no en las sugerencias.

## La selección

Después elige las prendas una a una en nuestro almacén, comprobando las tallas, la estación y el equilibrio del baúl: partes de arriba y de abajo que combinen, una prenda más atrevida, un básico que siempre hace falta. Recibes una vista previa por correo y puedes pedir un cambio antes del envío.

## La preparación

En el almacén, cada prenda se revisa, se dobla a mano y se envuelve en papel de seda reciclado. Añadimos una nota de la estilista con sus ideas de combinaciones. El baúl sale en 24 horas y recibes el número de seguimiento.

¿Y cuando vuelve? Las prendas devueltas se revisan, se planchan al vapor y vuelven al almacén para otra familia. Nada se pierde: esa es toda la lógica de la malle.`,
      en: `It all starts with your answers. Before putting a trunk together, the stylist reads the quiz, the comment, the reviews of previous trunks and, if there are any, the photos. She also checks which looks you liked or didn't like among the suggestions.

## The selection

She then picks the pieces one by one from our stock, checking sizes, season and the balance of the trunk: tops and bottoms that go together, one bolder piece, a basic you always need. You receive a preview by e-mail and can ask for a replacement before it ships.

## Packing

At the warehouse, every piece is checked, folded by hand and wrapped in recycled tissue paper. We add a little note from the stylist with her styling ideas. The trunk leaves within 24 hours and you receive the tracking number.

And when it comes back? Returned pieces are checked, steamed and put back into stock for another family. Nothing is wasted: that's the whole idea behind la malle.`,
    },
  },
  {
    slug: "nos-marques-europeennes-independantes",
    category: "coulisses",
    author: "ines",
    publishedAt: "2026-03-26T08:00:00Z",
    theme: "woman",
    cover: [g("dress", "sage", "flowers"), g("bag", "camel"), g("scarf", "terracotta", "checks")],
    title: {
      fr: "Pourquoi nous travaillons avec des marques indépendantes",
      de: "Warum wir mit unabhängigen Marken arbeiten",
      nl: "Waarom we met onafhankelijke merken werken",
      es: "Por qué trabajamos con marcas independientes",
      en: "Why we work with independent brands",
    },
    excerpt: {
      fr: "Marseille, Gand, Aarhus, Florence… Inès raconte comment nous choisissons les petites marques européennes qui remplissent nos malles.",
      de: "Marseille, Gent, Aarhus, Florenz … Inès erzählt, wie wir die kleinen europäischen Marken auswählen, die unsere Boxen füllen.",
      nl: "Marseille, Gent, Aarhus, Florence… Inès vertelt hoe we de kleine Europese merken kiezen die onze boxen vullen.",
      es: "Marsella, Gante, Aarhus, Florencia… Inès cuenta cómo elegimos las pequeñas marcas europeas que llenan nuestros baúles.",
      en: "Marseille, Ghent, Aarhus, Florence… Inès explains how we choose the small European brands that fill our trunks.",
    },
    coverAlt: {
      fr: "Robe vert sauge à fleurs, sac camel et écharpe à carreaux terracotta",
      de: "Salbeigrünes Blumenkleid, camelfarbene Tasche und terrakottafarbener karierter Schal",
      nl: "Saliegroene bloemenjurk, camel tas en terracotta geruite sjaal",
      es: "Vestido verde salvia de flores, bolso camel y bufanda terracota de cuadros",
      en: "Sage green floral dress, camel bag and terracotta checked scarf",
    },
    body: {
      fr: `Quand nous avons lancé la malle, nous voulions proposer autre chose que les grandes enseignes que l'on trouve dans tous les centres commerciaux. Aujourd'hui, nous travaillons avec une quinzaine de marques indépendantes, de Marseille à Aarhus.

## Nos critères

Chaque marque est rencontrée, en atelier quand c'est possible. Nous regardons la qualité des matières et des finitions, les conditions de fabrication, la taille des séries et, bien sûr, le style. Une pièce doit pouvoir être portée, lavée et transmise.

## Des séries courtes, des pièces qu'on ne croise pas partout

Travailler avec de petites marques, c'est accepter des séries plus courtes et parfois des ruptures. Mais c'est aussi la garantie de porter des vêtements qu'on ne retrouve pas sur tout le monde à la sortie de l'école.

Vous pouvez découvrir toutes nos marques sur la page dédiée, avec leur histoire. Et si vous connaissez une petite marque qui mériterait d'entrer dans nos malles, écrivez-nous : nous lisons tous les messages.`,
      de: `Als wir la malle gegründet haben, wollten wir etwas anderes bieten als die großen Ketten, die man in jedem Einkaufszentrum findet. Heute arbeiten wir mit rund fünfzehn unabhängigen Marken zusammen, von Marseille bis Aarhus.

## Unsere Kriterien

Wir lernen jede Marke persönlich kennen, wenn möglich in ihrem Atelier. Wir achten auf die Qualität von Stoffen und Verarbeitung, die Produktionsbedingungen, die Seriengröße und natürlich auf den Stil. Ein Teil muss getragen, gewaschen und weitergegeben werden können.

## Kleine Serien, Teile, die nicht jeder hat

Mit kleinen Marken zu arbeiten bedeutet, kürzere Serien und manchmal ausverkaufte Größen in Kauf zu nehmen. Es ist aber auch die Garantie, Kleidung zu tragen, die man nicht an jedem zweiten Kind vor der Schule sieht.

Alle unsere Marken und ihre Geschichten finden Sie auf der entsprechenden Seite. Und wenn Sie eine kleine Marke kennen, die in unsere Boxen gehört, schreiben Sie uns: Wir lesen jede Nachricht.`,
      nl: `Toen we la malle begonnen, wilden we iets anders bieden dan de grote ketens die je in elk winkelcentrum vindt. Vandaag werken we samen met een vijftiental onafhankelijke merken, van Marseille tot Aarhus.

## Onze criteria

We leren elk merk persoonlijk kennen, indien mogelijk in het atelier. We letten op de kwaliteit van stoffen en afwerking, de productieomstandigheden, de grootte van de series en natuurlijk de stijl. Een stuk moet gedragen, gewassen en doorgegeven kunnen worden.

## Kleine series, stukken die niet iedereen heeft

Werken met kleine merken betekent kortere series en soms uitverkochte maten accepteren. Maar het is ook de garantie dat je kleding draagt die je niet bij iedereen op het schoolplein ziet.

Al onze merken en hun verhaal vind je op de merkenpagina. En ken je een klein merk dat in onze boxen thuishoort? Laat het ons weten: we lezen elk bericht.`,
      es: `Cuando lanzamos la malle, queríamos ofrecer algo distinto a las grandes cadenas que hay en todos los centros comerciales. Hoy trabajamos con una quincena de marcas independientes, de Marsella a Aarhus.

## Nuestros criterios

Conocemos a cada marca en persona, en su taller siempre que es posible. Nos fijamos en la calidad de los tejidos y de los acabados, las condiciones de fabricación, el tamaño de las series y, por supuesto, el estilo. Una prenda tiene que poder llevarse, lavarse y heredarse.

## Series cortas, prendas que no lleva todo el mundo

Trabajar con marcas pequeñas significa aceptar series más cortas y, a veces, tallas agotadas. Pero también es la garantía de llevar ropa que no verás en todos los niños a la salida del colegio.

Puedes descubrir todas nuestras marcas y su historia en la página dedicada. Y si conoces una pequeña marca que merecería entrar en nuestros baúles, escríbenos: leemos todos los mensajes.`,
      en: `When we launched la malle, we wanted to offer something other than the big chains you find in every shopping centre. Today we work with around fifteen independent brands, from Marseille to Aarhus.

## Our criteria

We meet every brand, in their workshop whenever possible. We look at the quality of fabrics and finishes, working conditions, run sizes and, of course, style. A piece has to be worn, washed and handed down.

## Small runs, pieces you don't see everywhere

Working with small brands means accepting shorter runs and sometimes sold-out sizes. But it also guarantees clothes you won't see on every other child at the school gate.

You can discover all our brands and their stories on the dedicated page. And if you know a small brand that deserves a place in our trunks, write to us: we read every message.`,
    },
  },
];
