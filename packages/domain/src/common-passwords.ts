/** English and international: the corpora's most common entries and keyboard walks. */
const INTERNATIONAL = `
password passw0rd passwort pass passpass secret letmein welcome welcome1 admin administrator root
user guest login default changeme test testing temp master access qwerty qwertyui qwertyuiop asdf
asdfgh asdfghjkl zxcvbn zxcvbnm qazwsx qazwsxedc 1qaz2wsx 1qaz2wsx3edc q1w2e3r4 q1w2e3r4t5y6
1q2w3e4r 1q2w3e4r5t 1q2w3e4r5t6y qwe qweasd qweasdzxc azerty abc abcd abcdef abcdefgh iloveyou
loveyou love lovely monkey dragon football baseball basketball soccer hockey golf tennis sunshine
shadow superman batman spiderman pokemon starwars princess princesa michael jennifer jordan hunter
ranger buster tigger charlie thomas george daniel jessica ashley nicole michelle andrew joshua
matthew robert anthony william harley freedom whatever trustno trustnoone killer hello helloworld
computer internet server system security secure mypassword mysecret summer winter spring autumn
monday friday january february december cheese cookie chocolate banana orange apple flower
butterfly purple yellow silver golden diamond ginger pepper maggie bailey buddy lucky angel angels
jesus christ god heaven blessed family friends forever mother father baby babygirl sweety
sweetheart honey money rich success matrix ninja mustang ferrari porsche corvette mercedes yamaha
samsung iphone google facebook twitter linkedin microsoft windows london paris america canada
europe liverpool chelsea arsenal barcelona madrid juventus open opensesame nothing unknown qwertz
zaq zaq1 zaq12wsx xsw2 aaaa abcabc asdasd qweqwe zxczxc fuckyou fuck shit sex sexy pussy asshole
bitch secret1 superstar rockstar player gamer minecraft fortnite roblox zelda mario naruto legend
phoenix thunder storm tiger eagle falcon wolf bear lion snoopy garfield mickey minnie disney
company business office work staff manager support service client customer portal account accounts
finance invoice payment bank banking
`;

/** Swedish and Nordic words of the same kind, and this service's own names. */
const NORDIC = `
lösenord losenord losen lösen hemlig hemligt hemlighet välkommen valkommen sommar vinter hösten
hosten våren varen sverige svenska svensk stockholm göteborg goteborg malmö malmo uppsala hejsan
hej hejhej tjena tjenare älskling alskling kärlek karlek mamma pappa familj familjen vänner
fotboll ishockey djurgården djurgarden aik hammarby blåvitt ifk kalle anka kalleanka pelle nisse
olle stina sofia johan anders katt katten hund hunden häst hast jultomte tomte midsommar volvo
saab ikea abba kaffe fika glass godis banan jordgubbe snus semester jobbet jobb kontor företag
foretag adminadmin inkasso faktura betalning skuld kund kunder personal handläggare handlaggare
chef fordra fordraportal demo kode passord salasana adgangskode kodeord
`;

/**
 * The words and strings most often found at the heart of leaked passwords (the most common entries of
 * the public breach corpora, the keyboard walks among them, and Swedish words of the same kind), in
 * lower case. `passwordProblem` looks a password up here once the digits and symbols around it and
 * its look-alike characters (`@` for `a`, `0` for `o`…) are taken away, so `Password1234!` and
 * `p@ssw0rd2024` are found as `password`.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  `${INTERNATIONAL} ${NORDIC}`.split(/\s+/).filter(Boolean),
);
