/*
 * What each note and family smells like and where it comes from, in a line or two a shopper reads on
 * /notes/{slug} and /families/{family}. Notes are keyed by slug (lib/catalog/search-text.ts slugify);
 * a note the catalogue gains later without a line here still has its page, just without this text.
 * Plain data, no imports.
 */

export const NOTE_STORIES: Readonly<Record<string, string>> = {
  agarwood:
    'The resin-soaked heartwood of the Aquilaria tree, which darkens after the tree is wounded or infected by a mould. Named as agarwood it points to the drier, smoky, incense-like side of the wood, as when chips are warmed over charcoal.',
  aldehydes:
    'Laboratory-made molecules that add a bright, soapy, slightly waxy sparkle, like a freshly ironed shirt or a just-snuffed candle. Famous since the 1920s, they lift the other notes rather than standing for one natural material.',
  amber:
    'Not a raw material but a blend, usually of labdanum, benzoin and vanilla, that smells warm, resinous and powdery-sweet, like warm resin and caramelised sugar. It has nothing to do with fossil amber or with ambergris.',
  ambergris:
    'A waxy substance from the sperm whale, aged for years at sea, with a salty, skin-like, faintly sweet smell. Almost all perfumes today use lab-made molecules such as Ambroxan in its place, which give a clean, mineral, musky warmth.',
  ambrette:
    'A musk from the plant world, named after the hibiscus Abelmoschus moschatus. It reads as soft, warm skin with a faintly fruity edge, and is used where a perfume wants a musky glow that comes neither from an animal nor a lab.',
  'ambrette-seed':
    'The oil or absolute taken from the grey seeds of that hibiscus, one of the costliest natural musks. Closer up than plain ambrette, it shows ripe pear, brandy and a faint oiliness under its soft, skin-like warmth.',
  'assam-oud':
    'Oud oil from Assam, in India’s north-east, where the Aquilaria malaccensis tree grows. It is known for a pungent, farmyard and leathery opening that settles into sweet, smoky wood, stronger and rawer than most oud accords.',
  'atlas-cedar':
    'Oil from Cedrus atlantica, a true cedar from the Atlas Mountains of Morocco. Compared with ordinary cedarwood it is softer and rounder, with a faintly sweet, honeyed and balsamic tone under the dry wood.',
  'baked-clay':
    'The smell of unglazed earthenware: dry, dusty and mineral, like a new kulhad or a clay pot left in the sun. In Kannauj, baked clay is distilled into sandalwood oil to make mitti attar, which carries this scent.',
  benzoin:
    'A resin tapped from Styrax trees in South-East Asia, with a warm, vanilla-like sweetness and a soft balsamic, almost powdery edge. It is one of the usual building blocks of amber accords.',
  bergamot:
    'A small, sour citrus grown mainly in Calabria, southern Italy, whose peel is cold-pressed for its oil. It smells brighter and more floral than lemon, with a tea-like, slightly bitter edge, and is the flavour of Earl Grey.',
  'black-pepper':
    'The kitchen spice, steam-distilled into an oil that smells dry, sharp and woody rather than hot. Pepper is native to the Western Ghats of Kerala, and in perfume it adds a prickly lift to woods and citrus.',
  'black-tea':
    'A dry, slightly smoky and tannic note, like a cup of strong black tea or dry leaves in the caddy. It is usually an accord built by the perfumer rather than an extract of tea itself.',
  blackcurrant:
    'Sharp, tart berry, often called cassis, with a green tang that comes from the leaf buds. The note is usually made from blackcurrant bud absolute together with fruity aroma molecules.',
  'blond-woods':
    'A made-up accord of pale, smooth wood notes, soft and slightly creamy, like freshly sanded light timber. It is built from synthetic woody molecules rather than taken from any single tree.',
  cacao:
    'Dark, bitter chocolate without much sugar, dry and slightly dusty like cocoa powder. It comes from roasted cacao beans, extracted as an absolute, or is rebuilt from aroma molecules.',
  cardamom:
    'The spice of masala chai and kheer, steam-distilled from the seeds inside the pod. As plain cardamom it usually reads warm and rounded, a mix of gentle spice, lemon and a cool, camphor-like note.',
  'carrot-seed':
    'Oil distilled from wild carrot seeds, earthy and faintly sweet with a woody, root-like depth. It is often paired with iris, as the two share a similar powdery, earthy quality.',
  'cashmere-musk':
    'A soft, laboratory-made musk that smells like clean warm skin and a fine-knit jumper. It sits close to the wearer and lasts a long time without much sweetness.',
  'cashmere-wood':
    'An accord built around the synthetic molecule Cashmeran, smelling of soft, slightly dusty woods with a musky, almost fuzzy warmth. It has nothing to do with cashmere goats or with any tree.',
  cedarwood:
    'A dry, clean wood that smells like pencil shavings and old wooden chests. Much perfumery cedarwood actually comes from Virginian and Texan junipers, and it is the plainest and driest of the cedar notes.',
  chamomile:
    'Dried flower heads distilled into an oil that smells of apple, hay and herbal tea. Roman chamomile is fruity and sweet; blue German chamomile is more herbal and bitter.',
  champaca:
    'The heavily scented orange-yellow flower of Magnolia champaca, known as champa in India and offered in temples. It smells rich and tea-like, with notes of apricot, honey and a faint spiced warmth.',
  cinnamon:
    'The warm, sweet bark spice of chai and biryani, with a woody and slightly sharp heat. In perfume the bark oil is used sparingly, for a cosy spice more than a kitchen smell.',
  'cinnamon-leaf':
    'Oil distilled from the leaves of the cinnamon tree rather than its bark. It smells drier and more clove-like than cinnamon, with less sugar and more of a woody, medicinal spice.',
  cistus:
    'Cistus, or rockrose, is a sticky Mediterranean shrub. Its leaves and twigs give a dry, amber-like and faintly leathery scent with a herbal edge, lighter than labdanum, the gum from the same plant.',
  'clary-sage':
    'A herb distilled for an oil that smells musky, herbal and a little like tea or hay, with a faint winey warmth. It is less medicinal than kitchen sage and common in fougère and chypre blends.',
  clove:
    'The warm, numbing spice of garam masala and paan. As a general clove note it smells hot, sweet and medicinal, and may come from the leaf or stem oils as well as the buds.',
  'clove-bud':
    'Oil distilled only from the dried flower buds, the finest grade of clove. It is rounder and sweeter than plain clove, with a fruity warmth and less of the medicinal, dentist’s-surgery edge.',
  'coconut-water':
    'A light, watery and faintly sweet coconut, closer to drinking from a green tender coconut than to coconut oil or desserts. It is a made accord, since the water itself cannot be extracted as a scent.',
  'coriander-seed':
    'The dried seed of the coriander plant, not the leaf. Distilled, it smells of warm spice with a sweet, citrusy and slightly floral note, like dhania seeds crushed in a hot pan.',
  cypriol:
    'Oil from the roots of nagarmotha, a sedge that grows in Indian wetlands. It smells smoky, earthy and woody, with a dry, leathery edge often used to echo oud or vetiver.',
  'damask-rose':
    'Rosa damascena, the rose grown for perfume in Bulgaria, Turkey and India. It is the richest, most honeyed rose, with a spicy, clove-like warmth and a hint of wine, distilled as rose otto or extracted as absolute.',
  'darjeeling-tea':
    'Tea from the hills of Darjeeling in West Bengal, known for its light muscatel character. As a note it is brighter and more floral than black tea, with a grape-like, slightly green dryness.',
  davana:
    'A herb, Artemisia pallens, grown mainly in Karnataka and used in South Indian temple garlands. Its oil smells fruity and boozy, like dried apricots soaked in rum, over a green, herbal base.',
  'dried-dates':
    'The dark, sticky sweetness of dried dates, khajoor, with notes of brown sugar, caramel and a faint dried-fruit tang. It is a made accord, as the fruit itself is not distilled for perfume.',
  driftwood:
    'An accord of sea-bleached wood: pale, dry and salty, with a mineral, slightly smoky edge. It is built from woody and marine molecules, as driftwood itself is not distilled.',
  elemi:
    'A resin from the Canarium tree of the Philippines, with a lemony, peppery and slightly dill-like freshness over soft incense. It is a lighter, brighter cousin of frankincense.',
  'fig-leaf':
    'The green, milky smell of a crushed fig leaf and the sap from its stem, with a hint of coconut and fresh wood. It is usually an accord, since fig leaves yield little usable oil.',
  frangipani:
    'The creamy white-and-yellow flower of the plumeria tree, seen around temples across India. It smells sweet and buttery, with hints of apricot, coconut and a little spice.',
  frankincense:
    'Dried resin tears from Boswellia trees of Oman, Somalia and India, the smell of incense in churches and temples. It is lemony, peppery and smoky-clean, lighter and cooler than myrrh.',
  freesia:
    'A light, peppery and sweetly fresh floral note, like a spring bouquet with a hint of soap. Freesia gives no usable oil, so the note is built from aroma molecules.',
  'fresh-rose':
    'A bright, dewy rose that smells of a flower just cut in the morning: green, citrusy and slightly watery. It is lighter and less honeyed than damask rose, and often built with rose-like molecules.',
  geranium:
    'Oil distilled from the leaves of scented pelargoniums, not the flowers. It smells rosy and green with a minty, lemony edge, and often works as a fresher partner for rose.',
  ginger:
    'The fresh root, distilled for an oil that smells zesty and warm, lemony at first and then gently spicy, with less bite than adrak in chai. It gives a lively lift to citrus and woods.',
  grapefruit:
    'Cold-pressed from the peel, grapefruit smells juicy, sour and slightly bitter, with a faintly sulphurous edge that makes it feel very real. It is one of the most sparkling citrus notes.',
  'green-apple':
    'Crisp, sour green apple, like biting into a Granny Smith, juicy with a faint waxy skin. The note is made from aroma molecules, as apples yield no usable oil.',
  'green-cardamom':
    'The same pod, grown in the Western Ghats of Kerala, named to stress its fresh side: greener, more eucalyptus-like and citrusy than plain cardamom, like a pod just split between the fingers.',
  'green-mandarin':
    'Oil pressed from mandarins picked before they ripen. It is sharper, greener and more zesty than ripe mandarin, closer to the peel and leaf than to the sweet fruit.',
  'guaiac-wood':
    'Oil distilled from a South American tree, smelling smoky and warm, with a soft rose-like sweetness and a hint of tar. It often adds a gentle smokiness to woody and leather blends.',
  'haitian-vetiver':
    'Vetiver grown in Haiti, a prized source for perfumery. It is cleaner, greener and more grapefruit-like than other vetivers, with a smooth, slightly smoky and nutty woodiness and less earth.',
  hay:
    'Dry, sweet-grassy and slightly tobacco-like, like cut grass that has dried in the sun. Its warmth comes mostly from coumarin, the same molecule found in tonka beans.',
  'himalayan-cedar':
    'Oil of deodar, Cedrus deodara, the tall cedar of the Himalayas long used in India for temple timber. It is drier and smokier than Atlas cedar, with a resinous, almost leathery warmth.',
  hina:
    'A traditional Kannauj attar of many herbs, spices and flowers, slowly distilled over sandalwood oil. It smells warm, dark and earthy-sweet, with spice and a slight smokiness, and is usually worn in winter.',
  iris:
    'The iris flower itself has little scent, so an iris note is built to suggest it: powdery, cool and slightly violet-like, soft as face powder. It is lighter and less rooty than orris.',
  jasmine:
    'The classic jasmine note: rich, sweet and heady, with a fruity, faintly animal warmth. It usually comes from Jasminum grandiflorum, grown in Tamil Nadu, Egypt and Grasse, or is built with jasmine-like molecules.',
  'jasmine-buds':
    'The smell of jasmine buds just before they open: greener, lighter and more dewy than full jasmine, with less of the heavy, indolic sweetness of the open flower.',
  'jasmine-sambac':
    'A different species from classic jasmine, grown widely in Tamil Nadu and worn in the hair. As an absolute, sambac is greener, fruitier and more tea-like than grandiflorum, with a fresh, orange-blossom edge.',
  'jasmine-tea':
    'Green tea scented with jasmine flowers, as in Chinese jasmine tea. The note is lighter and drier than jasmine itself, with a leafy, slightly bitter tea tone under a soft floral steam.',
  juniper:
    'The berry that flavours gin, distilled for an oil that smells sharp, resinous and piney, with a clean, slightly peppery bite. It gives freshness to aromatic and woody blends.',
  'kannauj-rose':
    'Rose attar from Kannauj in Uttar Pradesh, where damask roses are distilled in copper degs straight into sandalwood oil. It is softer, woodier and more buttery than other roses, with the sandalwood showing through.',
  'kashmiri-saffron':
    'Saffron from Pampore in Kashmir, the hand-picked red stigmas of the crocus, prized for their colour and strength. As a note it is richer and more honeyed than plain saffron, with a leathery, hay-like warmth.',
  'key-lime':
    'A small, sharp lime with a thin peel, more aromatic and tart than larger limes, like a squeeze of nimbu. The note is zesty, green and slightly sweet, from pressed or distilled lime oil.',
  khus:
    'Khus is the Indian name for vetiver, and North Indian khus oil is the darker, earthier kind. It smells of wet soil and cool shade, like the khus mats hung in doorways and sprinkled with water to cool rooms in summer.',
  kokum:
    'The dried purple rind of Garcinia indica from India’s Konkan coast, used to sour curries and sol kadhi. As a note it is a tangy, fruity and slightly salty sourness, built as an accord.',
  labdanum:
    'The dark, sticky gum of the cistus shrub, once combed from the beards of goats grazing on it in Crete. It smells warm, leathery, ambery and slightly animal, and is the base of most amber accords.',
  lavender:
    'Flowering tops distilled into an oil that smells clean, herbal and floral, with a slightly camphorous, hay-like sweetness. Long used in barbershop scents, it is the heart of the fougère family.',
  leather:
    'The smell of tanned hide, a saddle or a new leather bag: smoky, dry and slightly animal. It is an accord, traditionally made with birch tar and today often with synthetic leathery molecules.',
  lemon:
    'Cold-pressed from the peel, lemon smells bright, sour and clean, like zest scraped from the fruit. It is among the most fleeting notes and usually lasts only through the opening minutes.',
  'lily-of-the-valley':
    'A small spring bell-flower with a fresh, green and dewy scent, clean with a hint of lemon and soap. The flower yields no oil, so the note is always built from aroma molecules.',
  lotus:
    'The sacred flower of Indian temples and ponds, with a soft, watery, faintly sweet and powdery scent. Lotus gives little usable oil, so the note is mostly an accord, sometimes with lotus absolute.',
  lychee:
    'Juicy, sweet and slightly rosy, like peeling a fresh litchi from Muzaffarpur. The note is built from aroma molecules and often paired with rose, which it naturally resembles.',
  magnolia:
    'Large creamy blossoms with a lemony, fresh and slightly fruity scent, lighter than tuberose or gardenia. Magnolia oil is rare, so the note is usually built from aroma molecules.',
  mandarin:
    'The sweet, juicy peel oil of ripe mandarins, softer and less sour than orange or lemon, with a faintly floral, sugary tang, like peeling a santra in winter.',
  marigold:
    'The orange genda flower of Indian garlands, with a sharp, green, slightly bitter and fruity smell. In perfume the oil of a related marigold, tagetes, is used in small amounts.',
  mate:
    'Yerba mate, the South American tea leaf, with a dry, green and slightly smoky herbal scent, like hay and tobacco mixed with tea. It is used as an absolute or built as an accord.',
  'milk-accord':
    'A made accord that smells of warm milk, soft and creamy with a faintly sweet edge, like doodh with a little malai. There is no milk extract in perfume; it is built from lactones and musks.',
  mimosa:
    'The fluffy yellow flowers of an acacia, with a powdery, honeyed scent and a soft green, almond-like edge. It is extracted as an absolute, mostly from trees grown in the south of France.',
  mint:
    'Cool, green and sharp, like crushed pudina leaves, from peppermint or spearmint oil. In perfume it is used lightly, for a fresh opening rather than a toothpaste effect.',
  mogra:
    'Mogra is the Indian name for jasmine sambac, and the note aims for fresh gajra strings worn in the hair: creamy, heady and sweet, fuller and less green than sambac absolute, as in Kannauj mogra attar.',
  musk:
    'Originally taken from the musk deer, now protected, so the note today is made from synthetic musks. It smells soft, warm and skin-like, and is the base that helps many perfumes last.',
  myrrh:
    'A resin from Commiphora trees of Arabia and East Africa, darker and more bitter than frankincense. It smells warm, balsamic and slightly medicinal, with a mushroomy, liquorice-like depth.',
  neroli:
    'Oil steam-distilled from the white blossoms of the bitter orange tree. It smells fresh, green and honeyed, lighter and more citrusy than orange blossom absolute from the same flower.',
  nutmeg:
    'The seed of the nutmeg tree, jaiphal, distilled for a warm, sweet and woody spice oil with a slightly peppery, pine-like edge. It adds cosy depth to woods and ambers.',
  oakmoss:
    'A lichen that grows on oak trees, mostly in the Balkans, with a damp, earthy, inky and slightly salty forest smell. It is the backbone of chypre perfumes, now used in refined forms under modern safety rules.',
  'orange-blossom':
    'The same bitter orange blossom as neroli, but extracted as an absolute, which gives a richer, sweeter and more heady scent, honeyed and slightly indolic, like a warm white flower.',
  orchid:
    'Most orchids have little scent, so the note is an accord suggesting a creamy, slightly vanilla-like and powdery flower. Vanilla is itself the fruit of an orchid, which is often where the idea comes from.',
  orris:
    'The dried root of the iris, aged for several years before it is distilled. It smells cool, earthy and powdery, with a hint of carrot and violet, and is among the costliest perfume materials.',
  'orris-butter':
    'The waxy, butter-like concentrate distilled from aged iris roots, the purest and costliest form of orris. It is creamier, deeper and more buttery than other orris notes, with a plush, almost suede-like powderiness.',
  osmanthus:
    'A small orange flower from China, prized for its scent of ripe apricot with a leathery, tea-like undertone. It is extracted as a costly absolute and used in small amounts.',
  oud:
    'The dark oil distilled from infected Aquilaria heartwood, long treasured in India and Arabia. It smells deep, leathery and medicinal around a sweet, woody core; most perfumes use an oud accord, as the oil is rare.',
  patchouli:
    'The dried leaves of a mint-family shrub, distilled into an oil that smells earthy, dark and woody, like a damp cellar with a hint of cocoa. Its leaves once packed Indian shawls shipped to Europe.',
  pear:
    'Juicy, sweet and slightly grainy, like a ripe pear, with a watery, green freshness. The note is made from aroma molecules, as pears yield no usable oil.',
  peony:
    'A large-petalled spring flower with a fresh, rosy and slightly peppery scent, lighter and more watery than rose. Peonies yield no usable oil, so the note is always an accord.',
  petitgrain:
    'Oil distilled from the leaves and green twigs of the bitter orange tree. It smells green, woody and slightly bitter, a leafier cousin of neroli, and is used in classic colognes.',
  'petrichor-accord':
    'A made accord that recreates the smell of first rain on dry ground, built from molecules such as geosmin. It echoes mitti attar from Kannauj but is lighter and airier, like the monsoon’s first shower.',
  'pink-grapefruit':
    'A sweeter, softer take on grapefruit, rounder and less bitter, with a fruity, almost berry-like juiciness. It is usually built with aroma molecules to stretch the short life of the peel oil.',
  'pink-pepper':
    'The dried berries of the Peruvian pepper tree, not a true pepper. They smell bright, rosy and slightly resinous, a gentle, sparkling spice with little of black pepper’s heat.',
  raspberry:
    'Sweet, tart and slightly jammy, like crushed ripe raspberries. The note is built from aroma molecules, including raspberry ketone, as the fruit yields no usable oil.',
  rhubarb:
    'Sharp, sour and green, like a crisp stalk of raw rhubarb, with a slightly rosy, tangy juiciness. It is an accord, as rhubarb is not distilled for perfume.',
  rose:
    'The classic rose note: full, sweet and slightly lemony, somewhere between a fresh bloom and rose water. When a perfume simply says rose, it is usually a blend of natural rose and rose-like molecules.',
  'rose-petals':
    'The soft, velvety smell of crushed rose petals, gentler and more powdery than a full rose, closer to a bowl of loose petals than to rose oil. Less spicy than damask rose, less green than fresh rose.',
  rosemary:
    'The kitchen herb, distilled for an oil that smells green, camphorous and piney, with a clean, slightly medicinal freshness. It is a classic part of colognes and aromatic fougères.',
  rum:
    'A boozy, brown-sugar sweetness with hints of molasses, dried fruit and oak barrel, like a splash of dark rum. It is an accord, sometimes with rum absolute.',
  saffron:
    'The dried stigmas of the saffron crocus, picked by hand. It smells leathery, bitter-sweet and slightly metallic, a little like warm hay and honey, and is often rebuilt with aroma molecules in perfume.',
  sandalwood:
    'The heartwood of Santalum album, India’s classic sandalwood from Mysore, long used in temples and attars. As a note it is creamy, soft and milky-woody, and today often blends Australian sandalwood and synthetics.',
  'sandalwood-oil':
    'The pure oil distilled from sandalwood heartwood, the base in which Kannauj attars are made. It is richer, more buttery and longer-lasting than a general sandalwood note, with a deep, slightly sweet, balsamic warmth.',
  'sea-salt':
    'A mineral, slightly briny note, like salty air and warm skin at the beach. It is an accord, since salt itself has no smell, built from marine and ambery molecules.',
  'sicilian-lemon':
    'Lemons from Sicily, whose peel oil is prized for its roundness. It is juicier and a little sweeter than a plain lemon note, with a soft, almost floral zest.',
  'smoked-birch':
    'Birch tar, made by slowly heating birch bark, with a dark, smoky and tarry smell like a campfire and old leather. It gave the classic Russian leather perfumes their character.',
  spikenard:
    'The root of jatamansi, a Himalayan plant of the valerian family, distilled for an oil that smells earthy, musty and woody with a slightly sweet, animal depth. It has scented Indian and ancient Mediterranean oils.',
  suede:
    'A softer, cleaner leather note, like the inside of a suede glove: powdery, velvety and faintly sweet, without the smoke and tar of a classic leather accord.',
  'tobacco-absolute':
    'An extract of cured tobacco leaves with a rich, honeyed, dried-fruit and hay-like scent, sweet rather than smoky. It smells like an opened pouch of pipe tobacco, not like smoke.',
  'tobacco-leaf':
    'A drier, greener tobacco note than the absolute, like whole leaves hung to cure: hay-like, slightly bitter and leafy, with less honey and fruit.',
  'tonka-bean':
    'The wrinkled black seed of a South American tree, rich in coumarin. It smells warm and sweet like vanilla, with almond, hay and a hint of caramel, and is common in amber and gourmand blends.',
  tuberose:
    'A waxy white flower grown in India, where it is called rajnigandha and woven into wedding garlands. It smells creamy, heady and sweet, with a buttery, slightly rubbery, almost coconut note.',
  vanilla:
    'The cured pod of a climbing orchid, grown in Madagascar and also in Kerala and Karnataka. It smells sweet, creamy and slightly smoky or boozy, far deeper than the vanilla essence used in cakes.',
  vetiver:
    'The roots of a tall tropical grass, distilled into a thick oil that smells earthy, woody and slightly smoky, like damp roots and dry grass. As plain vetiver it is the general, balanced version of the note.',
  violet:
    'Sweet, powdery and slightly candied, like violet sweets or old-fashioned face powder. The flower gives no usable oil, so the note is built from ionones, molecules related to those in iris root.',
  'violet-leaf':
    'The leaf, not the flower: an absolute that smells sharply green, like cucumber peel and crushed stems, with a watery, metallic edge. It is far less sweet than violet.',
  'wet-earth':
    'A darker, heavier earth note than petrichor: damp soil, roots and a touch of moss, like a garden bed after watering. It is an accord, often built with vetiver, patchouli and earthy molecules.',
  'white-musk':
    'A clean, laundry-fresh synthetic musk, like cotton sheets dried in the sun. It is lighter and more soapy than plain musk; the name describes its clean feel rather than any colour.',
  'ylang-ylang':
    'The yellow, star-shaped flower of a tree grown in the Comoros and Madagascar. It smells rich, creamy and banana-like, with a sweet, spicy and slightly medicinal floral note.',
};

export const FAMILY_STORIES: Readonly<
  Record<'floral' | 'woody' | 'amber' | 'fresh' | 'fougere' | 'gourmand' | 'leather' | 'chypre', string>
> = {
  floral:
    'Built around flowers such as rose, jasmine, tuberose, orange blossom and iris, from fresh and dewy to rich and heady. Lighter florals suit Indian days and heat; the creamier white flowers, like mogra and tuberose, are often worn at weddings and in the evening.',
  woody:
    'Dry, warm and grounding, built on woods such as sandalwood, cedar, vetiver, oud and patchouli. Woody scents tend to sit close and last well, and are worn all year: lighter cedar and vetiver in the heat, creamier sandalwood and oud on cooler evenings.',
  amber:
    'Warm, sweet and resinous, built on labdanum, benzoin, vanilla and tonka with spices such as cinnamon and saffron, often with incense or oud. Also called oriental, the family is rich and long-lasting, and most people keep it for winter evenings and festive nights rather than humid afternoons.',
  fresh:
    'Bright, light and lifting, built on citrus peels such as bergamot, lemon and grapefruit, with green leaves, herbs, tea or sea notes. The lightest family, it fades sooner than others, and is the usual choice for Indian summers, daytime and the office.',
  fougere:
    'Named after the French word for fern, a fougère is an aromatic blend of lavender, geranium and herbs over oakmoss and coumarin, the hay-like note of tonka. It smells clean and barbershop-like, and is worn all year, most often in the daytime.',
  gourmand:
    'Sweet scents that recall food and desserts: vanilla, tonka, caramel, cacao, milk, dried fruit or rum, often over woods or musk. They feel cosy and can be heavy in humid heat, so many people wear them on cool evenings, in winter or in the festive season.',
  leather:
    'Smoky, dry and slightly animal, built on leather accords made with birch tar or synthetic molecules, often with suede, saffron, tobacco, oud or iris. Bold and long-lasting, leather scents are mostly worn in the evening and in the cooler months.',
  chypre:
    'Named after the island of Cyprus, a chypre sets bright bergamot against a mossy, earthy base of oakmoss, labdanum and patchouli, often with rose or jasmine in the heart. It smells elegant, dry and slightly bitter, and is often worn to the office or in the evening in cooler months.',
};
