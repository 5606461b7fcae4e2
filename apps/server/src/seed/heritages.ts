import type { Community, MotherTongue, Religion } from '@app/shared/profile';
import type { Weighted } from './random';

/**
 * Who the demo members are: South-Asian communities of the diaspora, each with its religions in plausible
 * proportions and, per religion, first names and surnames that fit. A surname written "Iyer:Brahmin - Iyer" tells
 * the member's caste (kept most of the time); other surnames take a caste from the set's own list. Castes are
 * values of the shared `CASTES_BY_RELIGION` (tests check every one), so the profile forms show them as saved.
 */

export type HomeCountry = 'IN' | 'LK' | 'PK' | 'BD' | 'NP' | 'FJ';

export type NameSet = {
  male: readonly string[];
  female: readonly string[];
  /** "Surname" or "Surname:Caste" when the surname tells the caste. */
  surnames: readonly string[];
  /** Used instead of a family surname half the time (Singh for Sikh men, Kaur for Sikh women). */
  maleSurnames?: readonly string[];
  femaleSurnames?: readonly string[];
  /** Castes (or sects, denominations) for surnames that do not tell one. */
  castes: Weighted<string>;
};

export type Heritage = {
  key: string;
  weight: number;
  homeCountry: HomeCountry;
  /** [community, mother tongue] pairs as the shared lists name them. */
  communities: Weighted<readonly [Community, MotherTongue]>;
  religions: Weighted<Religion>;
  names: Partial<Record<Religion, NameSet>>;
  /** Regions or sects, for the optional sub-community. */
  subCommunities: readonly string[];
  /** Cities in the home country (places of birth). */
  birthPlaces: readonly string[];
  /** Where members of this heritage live when not in Australia (keys of ABROAD_CITIES). */
  abroad: Weighted<string>;
  /** A greeting some members open their about text with, by religion ('*' for the rest). */
  greetings: Partial<Record<Religion | '*', string>>;
};

/** Lists are written as one comma-separated line each: long lists of names read better that way. */
const list = (text: string): readonly string[] => text.split(',').map((item) => item.trim());

const ANY: Weighted<string> = [
  ['Caste no bar', 6],
  ['Prefer not to say', 3],
];

// Pan-regional sets, used where a heritage has no set of its own for a religion.
const INDIAN_MUSLIM: NameSet = {
  male: list(
    'Mohammed, Aamir, Sameer, Zaid, Arshad, Faraz, Irfan, Salman, Shoaib, Tariq, Imran, Rehan, Adil, Danish, Nadeem, Javed, Asif, Wasim',
  ),
  female: list(
    'Afreen, Nazia, Shabnam, Rukhsar, Heena, Zoya, Alina, Sania, Farah, Ayesha, Sana, Mehreen, Tabassum, Uzma, Nilofer, Shaista',
  ),
  surnames: list(
    'Ansari, Qureshi, Siddiqui, Khan, Shaikh, Syed, Pathan, Mirza, Naqvi:Shia, Hashmi, Rizvi:Shia, Zaidi:Shia, Farooqui, Baig, Kazmi:Shia',
  ),
  castes: [['Sunni', 70], ['Shia', 12], ...ANY],
};

const INDIAN_CHRISTIAN: NameSet = {
  male: list('John, Peter, Samuel, Joseph, Sunil, Prakash, Daniel, Stephen, Vincent, Anil, Roshan, Jason'),
  female: list('Mary, Sarah, Priya, Ruth, Grace, Esther, Rebecca, Sonia, Jennifer, Angela, Reena'),
  surnames: list("D'Souza, Fernandes, Pereira, Thomas, David, Samuel, Lobo, Paul, Masih, Joseph"),
  castes: [['Catholic', 45], ['Protestant', 25], ['Pentecostal', 10], ['Evangelical', 8], ['Anglican', 5], ...ANY],
};

const HINDI_MALE = list(
  'Aditya, Abhishek, Ankit, Amit, Rajat, Saurabh, Vivek, Rahul, Vikas, Ashish, Pankaj, Manish, Nitin, Ravi, Shubham, Akash, Harsh, Utkarsh, Prateek, Anurag, Shivam, Ayush, Rohan, Kartik, Devansh, Gaurav, Mayank, Varun',
);
const HINDI_FEMALE = list(
  'Anjali, Pooja, Neha, Shweta, Shikha, Priyanka, Aakanksha, Swati, Richa, Nisha, Kriti, Ankita, Garima, Pallavi, Shruti, Sonal, Divya, Aditi, Ira, Vaishali, Tanya, Rashmi, Jyoti, Nandini, Muskan, Apoorva, Deepika',
);

const GUJARATI_MALE = list(
  'Hardik, Nirav, Jignesh, Chirag, Parth, Dhaval, Kunal, Mehul, Ketan, Bhavin, Harsh, Jay, Rushil, Nishant, Sagar, Viral, Darshan, Kaushal, Manan, Hiren, Tejas, Yash',
);
const GUJARATI_FEMALE = list(
  'Krupa, Hetal, Dhara, Riddhi, Khushbu, Bhavna, Nidhi, Pooja, Janki, Foram, Komal, Dhruvi, Hiral, Mansi, Avni, Kinjal, Payal, Shreya, Urvi, Zeel, Aesha, Vidhi',
);

const MARATHI_MALE = list(
  'Aniket, Omkar, Tushar, Sagar, Sameer, Prasad, Mandar, Shantanu, Amey, Nikhil, Swapnil, Pratik, Rohit, Yogesh, Chinmay, Akshay, Siddhesh, Vinay, Mayur, Ninad, Kedar, Aditya',
);
const MARATHI_FEMALE = list(
  'Shruti, Sayali, Ketaki, Pooja, Madhura, Aarti, Gauri, Rutuja, Shraddha, Tejaswini, Manasi, Ashwini, Snehal, Prajakta, Mrunal, Pranali, Vrushali, Radhika, Aparna, Sneha, Mugdha, Isha',
);

const BENGALI_MALE = list(
  'Arijit, Sourav, Abhijit, Debashish, Anirban, Sayan, Subhajit, Rohan, Arnab, Indranil, Soumya, Partha, Sandip, Ritwik, Kaushik, Tanmoy, Rajdeep, Shubhankar, Pritam, Dipankar',
);
const BENGALI_FEMALE = list(
  'Ananya, Moumita, Riya, Sreya, Payel, Rituparna, Debjani, Sayani, Tanushree, Mitali, Sharmistha, Poulami, Ishani, Adrija, Madhurima, Sudeshna, Paromita, Anindita, Shampa, Trisha',
);

const TAMIL_MALE = list(
  'Arun, Karthik, Vignesh, Senthil, Prakash, Suresh, Ramesh, Dinesh, Ganesh, Balaji, Aravind, Harish, Naveen, Saravanan, Vijay, Ashwin, Gokul, Hari, Manikandan, Raghav, Shankar, Siddharth, Venkatesh, Kumaran, Anand, Muthu, Surya',
);
const TAMIL_FEMALE = list(
  'Priya, Lakshmi, Divya, Kavya, Deepa, Revathi, Meena, Anitha, Sangeetha, Gayathri, Nithya, Janani, Aishwarya, Keerthana, Sowmya, Harini, Abirami, Vaishnavi, Shalini, Pavithra, Madhumitha, Bhuvana, Yamini, Ramya, Swathi, Preethi, Kaviya',
);

const SL_TAMIL_MALE = list(
  'Thushanth, Kajan, Tharshan, Niroshan, Sivakumar, Prasanth, Mayooran, Kirushanth, Thanushan, Janarthan, Sutharsan, Vithushan, Pirashanth, Ragavan, Keerthanan, Sajeevan, Nishanth, Aravinthan, Kobinath',
);
const SL_TAMIL_FEMALE = list(
  'Tharshini, Kajani, Mathumitha, Thanuja, Piriyanka, Nirosha, Sharmila, Sinthuja, Vithusha, Kowsalya, Abirami, Luxsana, Jathusha, Piratheepa, Sangeetha, Thivya, Kirushanthi, Mathura',
);

const SINHALA_MALE = list(
  'Kasun, Nuwan, Chamara, Dinesh, Tharindu, Lahiru, Sahan, Chathura, Dilan, Isuru, Pasindu, Ruwan, Gayan, Supun, Hasitha, Sandun, Janith, Kavindu, Dimuthu, Buddhika, Roshan',
);
const SINHALA_FEMALE = list(
  'Nadeesha, Dilini, Sachini, Tharushi, Hiruni, Nethmi, Sanduni, Ishara, Kaveesha, Chamodi, Piumi, Hansani, Dulani, Madushani, Nimesha, Anjalee, Sewwandi, Upeksha, Gayani, Rashmi',
);

const NEPALI_MALE = list(
  'Aayush, Bibek, Sujan, Prabin, Roshan, Sagar, Bikash, Nabin, Sandesh, Suman, Rajan, Anish, Dipesh, Kiran, Niraj, Pramod, Sabin, Santosh, Sushant, Umesh, Bishal',
);
const NEPALI_FEMALE = list(
  'Sushmita, Anjana, Pratiksha, Sabina, Srijana, Sarita, Puja, Rojina, Binita, Asmita, Samjhana, Nirmala, Smriti, Kritika, Sunita, Manisha, Aarati, Rasmi, Shristi, Bipana',
);

export const HERITAGES: readonly Heritage[] = [
  {
    key: 'punjabi',
    weight: 13,
    homeCountry: 'IN',
    communities: [[['Punjabi', 'Punjabi'], 1]],
    religions: [
      ['Sikh', 64],
      ['Hindu', 32],
      ['Christian', 2],
      ['Spiritual - not religious', 2],
    ],
    names: {
      Sikh: {
        male: list(
          'Harpreet, Gurpreet, Manpreet, Jaspreet, Harjit, Gurdeep, Amandeep, Simranjit, Navdeep, Kuldeep, Jasvir, Sukhwinder, Paramjit, Harman, Arshdeep, Jagdeep, Karanvir, Ravinder, Gurjot, Hardeep, Inderjit, Baljit, Sarabjit, Tejinder',
        ),
        female: list(
          'Harpreet, Gurpreet, Manpreet, Jaspreet, Simran, Navneet, Amanpreet, Kiranjit, Rupinder, Harleen, Jasleen, Gurleen, Sukhpreet, Mandeep, Rajwinder, Parminder, Ramandeep, Navjot, Prabhjot, Balpreet, Tanveer',
        ),
        surnames: list(
          'Gill:Jat Sikh, Sandhu:Jat Sikh, Sidhu:Jat Sikh, Dhillon:Jat Sikh, Grewal:Jat Sikh, Brar:Jat Sikh, Randhawa:Jat Sikh, Bajwa:Jat Sikh, Sekhon:Jat Sikh, Cheema:Jat Sikh, Virk:Jat Sikh, Mann:Jat Sikh, Bains:Jat Sikh, Dhaliwal:Jat Sikh, Aulakh:Jat Sikh, Johal:Jat Sikh, Ahluwalia:Khatri Sikh, Kohli:Khatri Sikh, Chadha:Khatri Sikh, Bedi:Khatri Sikh, Anand:Khatri Sikh, Bhogal:Ramgarhia, Matharu:Ramgarhia, Panesar:Ramgarhia, Sohal:Ramgarhia, Kalsi:Ramgarhia, Saini:Saini, Bhatia:Arora Sikh, Chawla:Arora Sikh',
        ),
        maleSurnames: ['Singh'],
        femaleSurnames: ['Kaur'],
        castes: [
          ['Jat Sikh', 40],
          ['Khatri Sikh', 12],
          ['Arora Sikh', 8],
          ['Ramgarhia', 10],
          ['Saini', 4],
          ['Ravidasia', 4],
          ...ANY,
        ],
      },
      Hindu: {
        male: list(
          'Rohit, Vikram, Rahul, Ankit, Sahil, Karan, Varun, Nikhil, Gaurav, Deepak, Arjun, Kunal, Mohit, Abhishek, Tarun, Siddharth, Ritesh, Yash, Dhruv, Ishaan',
        ),
        female: list(
          'Neha, Pooja, Shruti, Ritika, Simran, Kritika, Nidhi, Sakshi, Tanvi, Megha, Anjali, Shivani, Ishita, Radhika, Priyanka, Komal, Ruchi, Mehak, Jasmine',
        ),
        surnames: list(
          'Arora:Arora, Malhotra:Khatri, Kapoor:Khatri, Khanna:Khatri, Mehra:Khatri, Sethi:Khatri, Chopra:Khatri, Bhatia:Arora, Ahuja:Arora, Bajaj, Anand:Khatri, Sharma:Brahmin, Sood, Kohli:Khatri, Grover:Arora, Dhawan:Khatri, Sachdeva:Arora, Tandon:Khatri, Talwar:Khatri, Vij:Arora',
        ),
        castes: [['Khatri', 30], ['Arora', 25], ['Brahmin', 12], ['Jat', 5], ['Rajput', 5], ...ANY],
      },
      Christian: {
        male: list('Samuel, Emmanuel, Aman, Joseph, Daniel, Sunny'),
        female: list('Sonia, Rebecca, Shalini, Grace, Anita'),
        surnames: list('Masih, Gill, Sahota, Bhatti, Sandhu'),
        castes: [['Catholic', 40], ['Protestant', 30], ['Pentecostal', 20], ...ANY],
      },
    },
    subCommunities: list('Majha, Malwa, Doaba, Delhi Punjabi'),
    birthPlaces: list('Ludhiana, Amritsar, Jalandhar, Chandigarh, Patiala, Delhi, Bathinda, Mohali'),
    abroad: [
      ['chandigarh', 20],
      ['ludhiana', 12],
      ['amritsar', 8],
      ['delhi', 10],
      ['brampton', 18],
      ['surreyBc', 10],
      ['auckland', 8],
      ['london', 6],
      ['birmingham', 4],
      ['sacramento', 4],
    ],
    greetings: { Sikh: 'Sat Sri Akal', Hindu: 'Namaste' },
  },
  {
    key: 'hindi',
    weight: 14,
    homeCountry: 'IN',
    communities: [
      [['Hindi', 'Hindi'], 52],
      [['Bihari', 'Bhojpuri'], 6],
      [['Bihari', 'Hindi'], 5],
      [['Maithili', 'Maithili'], 3],
      [['Rajasthani', 'Rajasthani'], 5],
      [['Marwari', 'Marwari'], 7],
      [['Haryanvi', 'Haryanvi'], 6],
      [['Garhwali', 'Garhwali'], 3],
      [['Kumaoni', 'Kumaoni'], 2],
      [['Awadhi', 'Awadhi'], 3],
      [['Bhojpuri', 'Bhojpuri'], 3],
      [['Kashmiri', 'Kashmiri'], 2],
      [['Himachali', 'Hindi'], 3],
    ],
    religions: [
      ['Hindu', 84],
      ['Muslim', 9],
      ['Jain', 3],
      ['Christian', 1],
      ['Spiritual - not religious', 2],
      ['No Religion', 1],
    ],
    names: {
      Hindu: {
        male: HINDI_MALE,
        female: HINDI_FEMALE,
        surnames: list(
          'Sharma:Brahmin, Verma, Gupta:Baniya, Mishra:Brahmin, Tiwari:Brahmin, Pandey:Brahmin, Dubey:Brahmin, Srivastava:Kayastha, Saxena:Kayastha, Agarwal:Agarwal, Singh:Rajput, Yadav:Yadav, Chauhan:Rajput, Rathore:Rajput, Shukla:Brahmin, Tripathi:Brahmin, Chaturvedi:Brahmin, Mathur:Kayastha, Bansal:Baniya, Goyal:Baniya, Mittal:Baniya, Rastogi:Baniya, Sinha:Kayastha, Jha:Brahmin, Thakur, Shekhawat:Rajput, Katiyar:Kurmi, Gangwar:Kurmi, Maheshwari:Baniya, Bhardwaj:Brahmin, Dahiya:Jat, Malik:Jat, Negi, Rawat, Kaul:Brahmin, Raina:Brahmin',
        ),
        castes: [
          ['Brahmin', 20],
          ['Rajput', 10],
          ['Kayastha', 8],
          ['Baniya', 8],
          ['Vaishya', 5],
          ['Yadav', 6],
          ['Kurmi', 4],
          ['Jat', 4],
          ['Scheduled Caste', 5],
          ...ANY,
        ],
      },
      Jain: {
        male: list('Rishabh, Ankit, Sanyam, Akshat, Nikhil, Piyush, Abhinav, Mayank, Arihant, Vardhman'),
        female: list('Khushboo, Shikha, Ankita, Sakshi, Chandni, Pragya, Shruti, Muskan, Deeksha, Tanvi'),
        surnames: list('Jain, Bafna, Surana, Lodha, Kothari, Baid, Sethia, Golchha, Jain, Jain'),
        castes: [['Digambar', 50], ['Shwetambar', 45], ...ANY],
      },
      Muslim: INDIAN_MUSLIM,
      Christian: INDIAN_CHRISTIAN,
    },
    subCommunities: list('Awadh, Purvanchal, Bundelkhand, Doab, Mithila, Marwar, Shekhawati, Garhwal, Kumaon'),
    birthPlaces: list(
      'Delhi, Lucknow, Kanpur, Jaipur, Patna, Bhopal, Indore, Varanasi, Dehradun, Gurugram, Noida, Agra, Prayagraj, Jodhpur, Srinagar, Shimla',
    ),
    abroad: [
      ['delhi', 22],
      ['gurugram', 10],
      ['noida', 8],
      ['lucknow', 6],
      ['jaipur', 6],
      ['indore', 4],
      ['patna', 3],
      ['bengaluru', 8],
      ['pune', 4],
      ['dubai', 8],
      ['london', 6],
      ['newYork', 4],
      ['dallas', 4],
      ['singapore', 4],
      ['toronto', 3],
    ],
    greetings: { Hindu: 'Namaste', Jain: 'Jai Jinendra', Muslim: 'Assalamu alaikum' },
  },
  {
    key: 'gujarati',
    weight: 8,
    homeCountry: 'IN',
    communities: [
      [['Gujarati', 'Gujarati'], 90],
      [['Kutchi', 'Kutchi'], 10],
    ],
    religions: [
      ['Hindu', 80],
      ['Jain', 12],
      ['Muslim', 5],
      ['Spiritual - not religious', 2],
      ['Christian', 1],
    ],
    names: {
      Hindu: {
        male: GUJARATI_MALE,
        female: GUJARATI_FEMALE,
        surnames: list(
          'Patel:Patel, Patel:Patel, Shah:Baniya, Mehta:Baniya, Desai:Patel, Joshi:Brahmin, Trivedi:Brahmin, Pandya:Brahmin, Bhatt:Brahmin, Parikh:Baniya, Modi:Baniya, Gandhi:Baniya, Amin:Patel, Thakkar, Chauhan:Rajput, Vyas:Brahmin, Dave:Brahmin, Raval:Brahmin, Soni, Panchal, Doshi:Baniya, Jadeja:Rajput, Vaghela:Rajput, Prajapati',
        ),
        castes: [
          ['Patel', 25],
          ['Brahmin', 15],
          ['Baniya', 12],
          ['Vaishya', 8],
          ['Rajput', 5],
          ['Scheduled Caste', 3],
          ...ANY,
        ],
      },
      Jain: {
        male: list('Jinesh, Rishabh, Mihir, Parshva, Hemant, Nirav, Chintan, Vatsal, Akshay, Jainam, Darshil'),
        female: list('Jinal, Ruchi, Dimple, Hemali, Shreya, Nidhi, Priyal, Aashka, Vidhi, Khyati, Palak'),
        surnames: list('Shah, Mehta, Doshi, Sanghvi, Jhaveri, Kothari, Vora, Parekh, Gandhi, Shah, Shah'),
        castes: [['Shwetambar', 80], ['Digambar', 15], ...ANY],
      },
      Muslim: {
        male: list('Murtaza, Huzaifa, Mustafa, Aliasgar, Taher, Yusuf, Imran, Burhanuddin, Moiz, Sajid'),
        female: list('Tasneem, Sakina, Zahra, Insiya, Rashida, Alefiya, Fatema, Batul, Munira, Zainab'),
        surnames: list(
          'Lokhandwala:Bohra, Poonawala:Bohra, Merchant, Bharmal:Bohra, Memon:Sunni, Vohra:Bohra, Kapadia, Patel:Sunni, Ghadiali:Bohra',
        ),
        castes: [['Bohra', 45], ['Sunni', 40], ['Shia', 5], ...ANY],
      },
      Christian: INDIAN_CHRISTIAN,
    },
    subCommunities: list('Leuva Patel, Kadva Patel, Lohana, Kathiawadi, Surti, Charotar, Kutchi'),
    birthPlaces: list('Ahmedabad, Surat, Vadodara, Rajkot, Anand, Bhavnagar, Mumbai, Bhuj, Jamnagar, Gandhinagar'),
    abroad: [
      ['ahmedabad', 20],
      ['vadodara', 8],
      ['surat', 8],
      ['mumbai', 10],
      ['edison', 10],
      ['leicester', 10],
      ['london', 10],
      ['toronto', 6],
      ['auckland', 4],
      ['dubai', 4],
      ['houston', 4],
    ],
    greetings: { Hindu: 'Kem cho', Jain: 'Jai Jinendra', Muslim: 'Assalamu alaikum' },
  },
  {
    key: 'parsi',
    weight: 0.4,
    homeCountry: 'IN',
    communities: [
      [['Gujarati', 'Gujarati'], 80],
      [['Other', 'English'], 20],
    ],
    religions: [['Parsi', 1]],
    names: {
      Parsi: {
        male: list('Cyrus, Zubin, Farhad, Rustom, Darius, Jehangir, Kaizad, Zarir, Behram, Xerxes, Neville, Porus'),
        female: list('Anahita, Shirin, Freny, Zenobia, Delnaz, Roshni, Perizad, Khushnuma, Tanaz, Meher, Zarine'),
        surnames: list(
          'Irani:Irani, Mistry, Wadia, Engineer, Contractor, Daruwala, Batliwala, Doctor, Bharucha, Dastur, Vakil, Sethna, Tata',
        ),
        castes: [['Parsi', 90], ['Irani', 8], ...ANY],
      },
    },
    subCommunities: ['Bombay Parsi', 'Navsari', 'Surat Parsi'],
    birthPlaces: list('Mumbai, Surat, Navsari, Pune'),
    abroad: [
      ['mumbai', 50],
      ['pune', 15],
      ['london', 15],
      ['toronto', 10],
      ['auckland', 10],
    ],
    greetings: {},
  },
  {
    key: 'marathi',
    weight: 5,
    homeCountry: 'IN',
    communities: [[['Marathi', 'Marathi'], 1]],
    religions: [
      ['Hindu', 86],
      ['Buddhist', 6],
      ['Muslim', 3],
      ['Christian', 2],
      ['Jain', 1],
      ['Spiritual - not religious', 2],
    ],
    names: {
      Hindu: {
        male: MARATHI_MALE,
        female: MARATHI_FEMALE,
        surnames: list(
          'Kulkarni:Brahmin, Deshpande:Brahmin, Joshi:Brahmin, Gokhale:Brahmin, Apte:Brahmin, Bhide:Brahmin, Patil:Maratha, Jadhav:Maratha, Pawar:Maratha, Shinde:Maratha, Bhosale:Maratha, More:Maratha, Deshmukh:Maratha, Chavan:Maratha, Kale, Sawant:Maratha, Gaikwad:Maratha, Kadam:Maratha, Salunkhe:Maratha, Karandikar:Brahmin, Phadke:Brahmin, Naik, Rane:Maratha, Mahajan',
        ),
        castes: [['Maratha', 35], ['Brahmin', 20], ['Other', 5], ['Scheduled Caste', 4], ...ANY],
      },
      Buddhist: {
        male: list('Rahul, Siddharth, Amol, Sanket, Prashant, Vaibhav, Ajay, Sumedh'),
        female: list('Pradnya, Sujata, Priyanka, Ashwini, Sayali, Kshitija, Rupali'),
        surnames: list('Kamble, Gaikwad, Jadhav, Salve, Bansode, Waghmare, Kharat, Shende'),
        castes: [['Navayana', 80], ['Theravada', 10], ...ANY],
      },
      Muslim: INDIAN_MUSLIM,
      Christian: INDIAN_CHRISTIAN,
      Jain: {
        male: list('Ankit, Rishabh, Sanket, Nikhil'),
        female: list('Shraddha, Prachi, Rucha, Snehal'),
        surnames: list('Shah, Gandhi, Doshi, Bora'),
        castes: [
          ['Digambar', 50],
          ['Shwetambar', 50],
        ],
      },
    },
    subCommunities: list('Deshastha, Kokanastha, Vidarbha, Marathwada, Kolhapur'),
    birthPlaces: list('Mumbai, Pune, Nagpur, Nashik, Aurangabad, Kolhapur, Thane, Solapur'),
    abroad: [
      ['mumbai', 30],
      ['pune', 30],
      ['nagpur', 6],
      ['bengaluru', 6],
      ['london', 6],
      ['sanJose', 6],
      ['dubai', 6],
      ['singapore', 4],
      ['toronto', 3],
      ['auckland', 3],
    ],
    greetings: { Hindu: 'Namaskar', Buddhist: 'Jai Bhim' },
  },
  {
    key: 'bengali',
    weight: 4,
    homeCountry: 'IN',
    communities: [[['Bengali', 'Bengali'], 1]],
    religions: [
      ['Hindu', 86],
      ['Muslim', 8],
      ['Christian', 2],
      ['Buddhist', 1],
      ['Spiritual - not religious', 2],
      ['No Religion', 1],
    ],
    names: {
      Hindu: {
        male: BENGALI_MALE,
        female: BENGALI_FEMALE,
        surnames: list(
          'Chatterjee:Brahmin, Banerjee:Brahmin, Mukherjee:Brahmin, Bhattacharya:Brahmin, Ganguly:Brahmin, Chakraborty:Brahmin, Bose:Kayastha, Ghosh:Kayastha, Dutta:Kayastha, Sen, Mitra:Kayastha, Das, Roy, Sarkar, Saha, Dey, Paul, Biswas, Majumdar, Basu:Kayastha, Guha:Kayastha, Sengupta, Dasgupta',
        ),
        castes: [['Brahmin', 15], ['Kayastha', 25], ['Vaishya', 8], ['Scheduled Caste', 5], ...ANY],
      },
      Muslim: {
        male: list('Sahil, Arif, Tanvir, Firoz, Shahid, Rafiq, Mainul, Sohail'),
        female: list('Nasrin, Farhana, Shabnam, Rukhsana, Sultana, Tasnim'),
        surnames: list('Rahman, Hossain, Mondal, Sheikh, Khan, Ahmed, Molla, Biswas'),
        castes: [['Sunni', 85], ...ANY],
      },
      Buddhist: {
        male: BENGALI_MALE,
        female: BENGALI_FEMALE,
        surnames: ['Barua', 'Chowdhury', 'Barua'],
        castes: [['Theravada', 80], ...ANY],
      },
      Christian: INDIAN_CHRISTIAN,
    },
    subCommunities: list('Ghoti, Bangal, Kolkata, North Bengal'),
    birthPlaces: list('Kolkata, Durgapur, Siliguri, Howrah, Asansol, Kharagpur'),
    abroad: [
      ['kolkata', 40],
      ['bengaluru', 10],
      ['delhi', 8],
      ['london', 12],
      ['newYork', 8],
      ['toronto', 6],
      ['singapore', 8],
      ['dubai', 8],
    ],
    greetings: { Hindu: 'Nomoshkar', Muslim: 'Assalamu alaikum' },
  },
  {
    key: 'odia',
    weight: 1,
    homeCountry: 'IN',
    communities: [[['Odia', 'Odia'], 1]],
    religions: [
      ['Hindu', 95],
      ['Christian', 3],
      ['Spiritual - not religious', 2],
    ],
    names: {
      Hindu: {
        male: list(
          'Subham, Debasis, Pradeep, Satya, Sourav, Bikash, Ashutosh, Soumya, Chinmay, Abinash, Biswajit, Manas',
        ),
        female: list(
          'Sasmita, Priyanka, Lipsa, Swagatika, Itishree, Sonali, Smruti, Ipsita, Jyotirmayee, Subhashree, Ananya',
        ),
        surnames: list(
          'Mohanty:Kayastha, Patnaik:Kayastha, Mishra:Brahmin, Das, Sahoo, Panda:Brahmin, Swain, Behera, Nayak, Rout, Jena, Mohapatra:Brahmin, Tripathy:Brahmin, Pradhan, Dash:Brahmin',
        ),
        castes: [
          ['Brahmin', 15],
          ['Kayastha', 15],
          ['Vaishya', 10],
          ['Scheduled Caste', 5],
          ['Scheduled Tribe', 3],
          ...ANY,
        ],
      },
      Christian: INDIAN_CHRISTIAN,
    },
    subCommunities: ['Coastal Odisha', 'Western Odisha'],
    birthPlaces: list('Bhubaneswar, Cuttack, Rourkela, Puri, Sambalpur, Berhampur'),
    abroad: [
      ['bhubaneswar', 50],
      ['bengaluru', 20],
      ['hyderabad', 10],
      ['sanJose', 10],
      ['london', 10],
    ],
    greetings: { Hindu: 'Namaskar' },
  },
  {
    key: 'tamil',
    weight: 9,
    homeCountry: 'IN',
    communities: [[['Tamil', 'Tamil'], 1]],
    religions: [
      ['Hindu', 80],
      ['Christian', 12],
      ['Muslim', 6],
      ['Spiritual - not religious', 2],
    ],
    names: {
      Hindu: {
        male: TAMIL_MALE,
        female: TAMIL_FEMALE,
        surnames: list(
          'Raman, Krishnan, Subramanian, Natarajan, Venkataraman, Sundaram, Ramasamy, Murugan, Rajendran, Chandrasekaran, Iyer:Brahmin - Iyer, Iyengar:Brahmin - Iyengar, Mudaliar:Mudaliar, Chettiar:Chettiar, Gounder:Gounder, Balasubramanian, Srinivasan, Narayanan, Kannan, Palanisamy, Arumugam, Ganesan, Shanmugam, Thevar:Thevar, Nadar:Nadar, Pillai, Ravichandran',
        ),
        castes: [
          ['Brahmin - Iyer', 10],
          ['Brahmin - Iyengar', 6],
          ['Mudaliar', 8],
          ['Chettiar', 6],
          ['Gounder', 8],
          ['Nadar', 6],
          ['Thevar', 6],
          ['Vanniyar', 6],
          ['Scheduled Caste', 5],
          ['Other', 4],
          ...ANY,
        ],
      },
      Christian: {
        male: list(
          'Daniel, Samuel, Joseph, Stephen, Wilson, Prabhu, Jeyakumar, Selvin, Jebaraj, Immanuel, Arul, Praveen, Jerome',
        ),
        female: list(
          'Jennifer, Priscilla, Sharon, Shiny, Jeba, Esther, Beulah, Rebecca, Christina, Angel, Evangeline, Jasmine, Glory',
        ),
        surnames: list(
          'Devadas, Selvaraj, Samuel, Jeyaraj, David, Daniel, Arulraj, Paulraj, Dhas, Sundar, Gnanaraj, Xavier',
        ),
        castes: [['Protestant', 35], ['Catholic', 35], ['Pentecostal', 12], ['Evangelical', 6], ...ANY],
      },
      Muslim: {
        male: list('Abdul, Jamal, Riyaz, Nawaz, Sadiq, Rafi, Ismail, Mohamed, Arshad, Thameem'),
        female: list('Shabana, Asma, Parveen, Reshma, Sumaiya, Fathima, Jasmine, Ayisha, Nilofar'),
        surnames: list('Rowther, Marakkayar, Labbai, Basha, Mohideen, Ibrahim, Jabbar, Sait'),
        castes: [['Sunni', 85], ['Shia', 3], ...ANY],
      },
    },
    subCommunities: list('Kongu Nadu, Chettinad, Madurai, Thanjavur, Tirunelveli, Chennai, Vadama, Vathima'),
    birthPlaces: list('Chennai, Coimbatore, Madurai, Tiruchirappalli, Salem, Tirunelveli, Vellore, Erode, Thanjavur'),
    abroad: [
      ['chennai', 30],
      ['coimbatore', 10],
      ['madurai', 5],
      ['bengaluru', 12],
      ['singapore', 12],
      ['kualaLumpur', 5],
      ['london', 6],
      ['sanJose', 6],
      ['dallas', 4],
      ['dubai', 5],
      ['toronto', 3],
      ['auckland', 2],
    ],
    greetings: { Hindu: 'Vanakkam', Christian: 'Vanakkam', Muslim: 'Assalamu alaikum' },
  },
  {
    key: 'telugu',
    weight: 8,
    homeCountry: 'IN',
    communities: [[['Telugu', 'Telugu'], 1]],
    religions: [
      ['Hindu', 87],
      ['Christian', 8],
      ['Muslim', 3],
      ['Spiritual - not religious', 2],
    ],
    names: {
      Hindu: {
        male: list(
          'Srinivas, Venkat, Ravi, Kiran, Praveen, Sai, Chaitanya, Raghu, Harsha, Vamsi, Sandeep, Phani, Teja, Naveen, Srikanth, Mahesh, Prudhvi, Sravan, Aditya, Anil, Krishna, Rajesh, Karthik, Abhinav',
        ),
        female: list(
          'Sravani, Lakshmi, Swathi, Sirisha, Bhavana, Harika, Keerthi, Mounika, Sahithi, Divya, Pranathi, Manasa, Sowjanya, Anusha, Tejaswi, Sindhu, Navya, Hima, Ramya, Spandana, Lasya, Sreeja',
        ),
        surnames: list(
          'Reddy:Reddy, Rao, Naidu:Kapu, Chowdary:Kamma, Varma:Kshatriya, Raju:Kshatriya, Sharma:Brahmin, Sastry:Brahmin, Murthy, Goud, Yadav:Yadav, Kolla:Kamma, Gupta:Vaishya, Prasad, Kumar, Setty:Vaishya, Kondapalli, Vemula, Gadde:Kamma, Nallamothu:Kamma, Bandaru, Peddi, Vadlamudi:Kamma, Tummala',
        ),
        castes: [
          ['Reddy', 15],
          ['Kamma', 15],
          ['Kapu', 12],
          ['Brahmin', 10],
          ['Vaishya', 6],
          ['Kshatriya', 5],
          ['Yadav', 5],
          ['Scheduled Caste', 5],
          ...ANY,
        ],
      },
      Christian: {
        male: list('Prasanth, Kiran, Raju, Sudheer, Joseph, Prakash, Vijay, Samson, Jonathan'),
        female: list('Sharon, Lydia, Grace, Swapna, Sunitha, Ruth, Hannah, Deborah'),
        surnames: list('Kumar, Babu, Raju, Moses, Paul, Devarapalli, Gudivada, Pinninti, Jetti'),
        castes: [['Protestant', 40], ['Pentecostal', 25], ['Catholic', 20], ['Evangelical', 5], ...ANY],
      },
      Muslim: {
        male: list('Syed, Mohammed, Khaja, Sameer, Irfan, Azhar, Mujeeb, Rizwan'),
        female: list('Sana, Ayesha, Heena, Afreen, Nausheen, Shireen'),
        surnames: list('Shaik, Syed, Mohammed, Pasha, Baig, Hussaini'),
        castes: [['Sunni', 80], ['Shia', 8], ...ANY],
      },
    },
    subCommunities: list('Coastal Andhra, Rayalaseema, Telangana, Godavari, Guntur'),
    birthPlaces: list(
      'Hyderabad, Vijayawada, Visakhapatnam, Guntur, Warangal, Tirupati, Nellore, Rajahmundry, Kakinada',
    ),
    abroad: [
      ['hyderabad', 35],
      ['vijayawada', 8],
      ['visakhapatnam', 6],
      ['bengaluru', 10],
      ['dallas', 10],
      ['sanJose', 8],
      ['edison', 6],
      ['chicago', 5],
      ['london', 4],
      ['dubai', 4],
      ['singapore', 4],
    ],
    greetings: { Hindu: 'Namaskaram', Muslim: 'Assalamu alaikum' },
  },
  {
    key: 'malayali',
    weight: 7,
    homeCountry: 'IN',
    communities: [[['Malayalam', 'Malayalam'], 1]],
    religions: [
      ['Hindu', 44],
      ['Christian', 40],
      ['Muslim', 14],
      ['Spiritual - not religious', 2],
    ],
    names: {
      Hindu: {
        male: list(
          'Arjun, Vishnu, Anoop, Rahul, Sreejith, Vineeth, Ajith, Sujith, Sanjay, Akhil, Abhijith, Harikrishnan, Nikhil, Gokul, Rajeev, Unnikrishnan, Sandeep, Midhun, Vivek, Arun, Jayakrishnan',
        ),
        female: list(
          'Anjali, Lakshmi, Aswathy, Arya, Devika, Gopika, Parvathy, Sreelakshmi, Meera, Aparna, Athira, Keerthana, Neethu, Reshma, Sruthi, Divya, Krishnapriya, Nandana, Anagha, Haritha, Aiswarya',
        ),
        surnames: list(
          'Nair:Nair, Menon:Nair, Pillai:Nair, Kurup:Nair, Nambiar:Nair, Warrier, Namboothiri:Brahmin, Panicker:Nair, Varma:Kshatriya, Kartha:Nair, Das, Raj, Kumar, Krishnan, Chandran, Sasidharan, Gopalakrishnan, Mohan, Ravindran, Sudhakaran',
        ),
        castes: [['Nair', 30], ['Ezhava', 35], ['Brahmin', 5], ['Scheduled Caste', 5], ['Other', 4], ...ANY],
      },
      Christian: {
        male: list(
          'Jobin, Tony, Jijo, Abraham, Thomas, Jose, Shibu, Binu, Renjith, Jithin, Sebastian, Ebin, Alan, Kevin, Bibin, Nithin, Jerin, Anish, Joel',
        ),
        female: list(
          'Anu, Jincy, Tessa, Mary, Neethu, Ann, Rincy, Teena, Merin, Aleena, Sneha, Christy, Jisha, Liya, Rosemary, Angel, Maria, Sonia, Jeena, Nimmy',
        ),
        surnames: list(
          'Thomas, Varghese, Mathew, Kurian, Joseph, George, Chacko, John, Jacob, Abraham, Philip, Cherian, Zachariah, Mathai, Oommen, Alex, Paul, Varkey, Antony, Sebastian',
        ),
        castes: [
          ['Syrian Christian', 34],
          ['Catholic', 32],
          ['Orthodox', 18],
          ['Pentecostal', 6],
          ['Protestant', 4],
          ...ANY,
        ],
      },
      Muslim: {
        male: list('Muhammed, Shihab, Anas, Faizal, Nizam, Rashid, Shameer, Jaseem, Sabeer, Ashiq, Fahad, Hisham'),
        female: list('Fathima, Shahana, Nasrin, Rinsha, Shabna, Hiba, Jasna, Amina, Ameena, Safna, Nihala'),
        surnames: list('Abdulla, Koya, Basheer, Rahman, Moideen, Ali, Kutty, Thangal, Haji, Musliyar'),
        castes: [['Sunni', 85], ['Shia', 2], ...ANY],
      },
    },
    subCommunities: list('Travancore, Kochi, Malabar, Kottayam, Thrissur'),
    birthPlaces: list('Kochi, Thiruvananthapuram, Kozhikode, Thrissur, Kottayam, Kollam, Kannur, Palakkad, Alappuzha'),
    abroad: [
      ['kochi', 25],
      ['thiruvananthapuram', 12],
      ['kozhikode', 8],
      ['bengaluru', 8],
      ['dubai', 14],
      ['abuDhabi', 6],
      ['sharjah', 4],
      ['london', 8],
      ['manchester', 4],
      ['toronto', 4],
      ['newYork', 3],
      ['auckland', 4],
    ],
    greetings: { Hindu: 'Namaskaram', Muslim: 'Assalamu alaikum' },
  },
  {
    key: 'kannada',
    weight: 3,
    homeCountry: 'IN',
    communities: [
      [['Kannada', 'Kannada'], 82],
      [['Tulu', 'Tulu'], 12],
      [['Coorgi', 'Kannada'], 6],
    ],
    religions: [
      ['Hindu', 88],
      ['Muslim', 4],
      ['Christian', 3],
      ['Jain', 3],
      ['Spiritual - not religious', 2],
    ],
    names: {
      Hindu: {
        male: list(
          'Prajwal, Chetan, Manjunath, Darshan, Sudeep, Kiran, Pavan, Shashank, Rakesh, Nagaraj, Girish, Yash, Abhishek, Karthik, Sagar, Vinay, Tejas',
        ),
        female: list(
          'Spoorthi, Ananya, Rashmi, Deepika, Pallavi, Sahana, Shwetha, Bhavya, Chaitra, Kavana, Meghana, Nayana, Roopa, Soumya, Vidya, Shreya, Apeksha',
        ),
        surnames: list(
          'Gowda:Vokkaliga, Hegde, Shetty, Rao, Bhat:Brahmin, Kamath:Brahmin - Saraswat, Murthy, Prasad, Nayak, Kumar, Swamy:Lingayat, Patil:Lingayat, Shastry:Brahmin, Acharya:Brahmin, Poojary, Kariappa, Reddy:Reddy',
        ),
        castes: [
          ['Vokkaliga', 20],
          ['Lingayat', 20],
          ['Brahmin', 12],
          ['Kshatriya', 3],
          ['Scheduled Caste', 5],
          ['Other', 8],
          ...ANY,
        ],
      },
      Jain: {
        male: list('Jinendra, Sujay, Pratham, Ajit'),
        female: list('Padma, Jyothi, Shruthi, Ashwini'),
        surnames: list('Jain, Hegde, Shetty, Ajila'),
        castes: [['Digambar', 90], ...ANY],
      },
      Muslim: INDIAN_MUSLIM,
      Christian: INDIAN_CHRISTIAN,
    },
    subCommunities: list('Old Mysore, North Karnataka, Tulu Nadu, Kodagu, Malnad'),
    birthPlaces: list('Bengaluru, Mysuru, Mangaluru, Hubballi, Udupi, Belagavi, Davanagere, Madikeri'),
    abroad: [
      ['bengaluru', 45],
      ['mysuru', 8],
      ['mangaluru', 8],
      ['sanJose', 10],
      ['london', 8],
      ['dubai', 8],
      ['singapore', 5],
      ['toronto', 4],
      ['auckland', 4],
    ],
    greetings: { Hindu: 'Namaskara' },
  },
  {
    key: 'konkani',
    weight: 1.5,
    homeCountry: 'IN',
    communities: [[['Konkani', 'Konkani'], 1]],
    religions: [
      ['Christian', 65],
      ['Hindu', 33],
      ['Spiritual - not religious', 2],
    ],
    names: {
      Christian: {
        male: list(
          'Aaron, Clinton, Joel, Gavin, Russell, Brendan, Francis, Anthony, Savio, Rohan, Neil, Warren, Jason, Ryan, Melwyn, Glen',
        ),
        female: list(
          'Sharon, Cheryl, Lavina, Sonia, Melanie, Avril, Natasha, Reshma, Janice, Shirley, Flavia, Michelle, Valencia, Prima, Deepa',
        ),
        surnames: list(
          "D'Souza, Fernandes, Pereira, Rodrigues, D'Costa, Pinto, Lobo, Menezes, Gomes, Dias, Noronha, Coutinho, Saldanha, Mascarenhas, D'Mello, Furtado, Colaco",
        ),
        castes: [['Catholic', 90], ...ANY],
      },
      Hindu: {
        male: list('Sachin, Prashant, Rohan, Anish, Nitin, Suraj, Gautam, Ganesh, Raghavendra, Vikas'),
        female: list('Shilpa, Swati, Pratiksha, Sneha, Apurva, Rucha, Vaishnavi, Akshata, Prajna'),
        surnames: list(
          'Kamath:Brahmin - Saraswat, Pai:Brahmin - Saraswat, Shenoy:Brahmin - Saraswat, Prabhu:Brahmin - Saraswat, Nayak, Bhat:Brahmin - Saraswat, Kini:Brahmin - Saraswat, Mallya:Brahmin - Saraswat, Naik, Kudva:Brahmin - Saraswat, Sardesai, Dessai',
        ),
        castes: [['Brahmin - Saraswat', 60], ['Vaishya', 10], ['Other', 8], ...ANY],
      },
    },
    subCommunities: list('Goan, Mangalorean, Karwari, Gaud Saraswat'),
    birthPlaces: list('Mangaluru, Panaji, Margao, Udupi, Mumbai, Mapusa, Vasco da Gama'),
    abroad: [
      ['panaji', 25],
      ['mangaluru', 20],
      ['mumbai', 15],
      ['dubai', 12],
      ['london', 10],
      ['toronto', 10],
      ['auckland', 8],
    ],
    greetings: { Hindu: 'Namaskar' },
  },
  {
    key: 'sindhi',
    weight: 1.5,
    homeCountry: 'IN',
    communities: [
      [['Sindhi', 'Sindhi'], 85],
      [['Sindhi', 'Hindi'], 15],
    ],
    religions: [
      ['Hindu', 88],
      ['Sikh', 5],
      ['Spiritual - not religious', 7],
    ],
    names: {
      Hindu: {
        male: list(
          'Deepak, Rajesh, Sunil, Jatin, Karan, Manish, Haresh, Kishore, Anil, Sahil, Vishal, Nikhil, Sameer, Lalit, Rohit, Gaurav',
        ),
        female: list(
          'Kajal, Simran, Bhavna, Nisha, Pooja, Rekha, Sapna, Komal, Jyoti, Payal, Ritu, Hema, Sonia, Tanya, Bhavika, Sakshi',
        ),
        surnames: list(
          'Advani, Lalwani, Mirchandani, Hiranandani, Bhagnani, Ramchandani, Motwani, Sadhwani, Jethwani, Kripalani, Gidwani, Vaswani, Chandiramani, Wadhwani, Tolani, Keswani, Rupani, Daswani, Khatri:Khatri',
        ),
        castes: [
          ['Other', 20],
          ['Khatri', 8],
          ['Vaishya', 8],
          ['Caste no bar', 40],
          ['Prefer not to say', 15],
        ],
      },
      Sikh: {
        male: list('Jaspreet, Harish, Gurmeet, Ramesh'),
        female: list('Jasmeet, Simran, Harleen, Pooja'),
        surnames: ['Lalwani', 'Advani', 'Wadhwani'],
        maleSurnames: ['Singh'],
        femaleSurnames: ['Kaur'],
        castes: [['Arora Sikh', 30], ...ANY],
      },
    },
    subCommunities: list('Amil, Bhaiband, Lohana, Sahiti, Shikarpuri'),
    birthPlaces: list('Mumbai, Ulhasnagar, Ahmedabad, Pune, Jaipur, Delhi, Indore'),
    abroad: [
      ['mumbai', 30],
      ['pune', 10],
      ['ahmedabad', 10],
      ['dubai', 20],
      ['singapore', 8],
      ['london', 10],
      ['newYork', 6],
      ['toronto', 6],
    ],
    greetings: { Hindu: 'Namaste', Sikh: 'Sat Sri Akal' },
  },
  {
    key: 'sriLankanTamil',
    weight: 4,
    homeCountry: 'LK',
    communities: [[['Sri Lankan Tamil', 'Tamil'], 1]],
    religions: [
      ['Hindu', 74],
      ['Christian', 22],
      ['Muslim', 2],
      ['Spiritual - not religious', 2],
    ],
    names: {
      Hindu: {
        male: SL_TAMIL_MALE,
        female: SL_TAMIL_FEMALE,
        surnames: list(
          'Sivarajah, Kanagaratnam, Thevarajah, Balasingham, Nadarajah, Selvarajah, Thillainathan, Yogarajah, Ratnam, Mahendran, Paramanathan, Suntharalingam, Kandasamy, Ponnambalam, Rajaratnam, Sivapalan, Ganeshalingam, Kugathasan, Jeyakumar, Vigneswaran, Navaratnam',
        ),
        castes: [
          ['Other', 20],
          ['Brahmin', 4],
          ['Caste no bar', 50],
          ['Prefer not to say', 26],
        ],
      },
      Christian: {
        male: list('Anton, Jude, Nirmalan, Roshan, Jerome, Dilan, Amalan, Sebastian, Kevin, Mathew'),
        female: list('Shiromi, Anusha, Jenifa, Marina, Anne, Christina, Rosanna, Tharsha, Mary'),
        surnames: list(
          'Anthonypillai, Emmanuel, Selvarajah, Francis, Jeyaseelan, Nicholas, Gnanapragasam, Arulanantham, Benedict',
        ),
        castes: [['Catholic', 70], ['Protestant', 12], ['Pentecostal', 6], ...ANY],
      },
      Muslim: {
        male: list('Rizwan, Fazil, Nizar, Rifkhan, Aslam, Imthiyas'),
        female: list('Fathima, Rizna, Shifana, Aroosa, Haseena'),
        surnames: list('Mohamed, Farook, Hameed, Marikar, Cassim, Lebbe'),
        castes: [['Sunni', 90], ...ANY],
      },
    },
    subCommunities: list('Jaffna, Batticaloa, Trincomalee, Vanni, Colombo Tamil'),
    birthPlaces: list('Jaffna, Colombo, Batticaloa, Trincomalee, Vavuniya, Point Pedro'),
    abroad: [
      ['jaffna', 18],
      ['colombo', 20],
      ['toronto', 25],
      ['london', 20],
      ['chennai', 5],
      ['auckland', 5],
      ['singapore', 4],
      ['kualaLumpur', 3],
    ],
    greetings: { Hindu: 'Vanakkam', Christian: 'Vanakkam', Muslim: 'Assalamu alaikum' },
  },
  {
    key: 'sinhalese',
    weight: 3.5,
    homeCountry: 'LK',
    communities: [[['Sinhala', 'Sinhala'], 1]],
    religions: [
      ['Buddhist', 83],
      ['Christian', 13],
      ['Spiritual - not religious', 3],
      ['No Religion', 1],
    ],
    names: {
      Buddhist: {
        male: SINHALA_MALE,
        female: SINHALA_FEMALE,
        surnames: list(
          'Perera, Fernando, De Silva, Jayasinghe, Wickramasinghe, Bandara, Dissanayake, Rathnayake, Herath, Gunawardena, Senanayake, Wijesinghe, Karunaratne, Jayawardena, Amarasinghe, Kumara, Weerasinghe, Samarasinghe, Ekanayake, Liyanage, Wijeratne',
        ),
        castes: [['Theravada', 92], ['Mahayana', 3], ...ANY],
      },
      Christian: {
        male: SINHALA_MALE,
        female: list('Shehani, Natasha, Dilini, Michelle, Ruvini, Sachini, Anne, Melanie, Tania'),
        surnames: list('Fernando, Perera, De Silva, Peiris, Mendis, Rodrigo, Fonseka, Dias, Silva, Costa'),
        castes: [['Catholic', 75], ['Anglican', 8], ['Protestant', 7], ['Evangelical', 4], ...ANY],
      },
    },
    subCommunities: list('Up-country, Low-country, Colombo, Southern'),
    birthPlaces: list('Colombo, Kandy, Galle, Negombo, Kurunegala, Matara, Gampaha, Anuradhapura'),
    abroad: [
      ['colombo', 40],
      ['kandy', 15],
      ['auckland', 10],
      ['london', 10],
      ['toronto', 5],
      ['dubai', 8],
      ['singapore', 5],
      ['newYork', 3],
      ['wellington', 4],
    ],
    greetings: { Buddhist: 'Ayubowan', Christian: 'Ayubowan' },
  },
  {
    key: 'pakistani',
    weight: 6,
    homeCountry: 'PK',
    communities: [
      [['Pakistani', 'Urdu'], 40],
      [['Punjabi', 'Punjabi'], 28],
      [['Urdu', 'Urdu'], 10],
      [['Sindhi', 'Sindhi'], 8],
      [['Pakistani', 'Pashto'], 10],
      [['Kashmiri', 'Kashmiri'], 4],
    ],
    religions: [
      ['Muslim', 96],
      ['Christian', 3],
      ['Hindu', 1],
    ],
    names: {
      Muslim: {
        male: list(
          'Muhammad, Ahmed, Ali, Hassan, Usman, Bilal, Hamza, Imran, Faisal, Asad, Zain, Omar, Saad, Haris, Fahad, Kashif, Adeel, Waqas, Shahzad, Junaid, Talha, Umair, Rizwan, Zeeshan',
        ),
        female: list(
          'Ayesha, Fatima, Zainab, Sana, Hina, Maryam, Amna, Mahnoor, Iqra, Rabia, Sadia, Nida, Saba, Anum, Mehwish, Sidra, Kiran, Bushra, Hira, Aiman, Laiba, Areeba',
        ),
        surnames: list(
          'Khan, Ahmed, Malik, Qureshi, Butt, Chaudhry, Sheikh, Siddiqui, Raza, Hussain, Mirza, Awan, Javed, Iqbal, Rana, Abbasi, Baig, Shah, Hashmi, Rizvi:Shia, Naqvi:Shia, Jafri:Shia, Zaidi:Shia, Cheema, Bajwa, Gondal, Memon, Khattak, Yousafzai',
        ),
        castes: [['Sunni', 78], ['Shia', 10], ['Ahmadiyya', 2], ...ANY],
      },
      Christian: {
        male: list('Emmanuel, Sajid, Javed, Samuel, Asher, Shahid, Nadeem'),
        female: list('Sumbal, Sonia, Saima, Rebecca, Mehwish, Shazia'),
        surnames: list('Masih, Gill, Bhatti, Sahotra, Khokhar, Sadiq'),
        castes: [['Catholic', 50], ['Protestant', 35], ...ANY],
      },
      Hindu: {
        male: list('Anil, Sunil, Kishore, Ramesh, Vijay'),
        female: list('Pooja, Kavita, Sapna, Reena'),
        surnames: list('Kumar, Lal, Maheshwari, Kohli'),
        castes: [['Other', 20], ...ANY],
      },
    },
    subCommunities: list('Lahori, Karachiite, Potohari, Pashtun, Muhajir, Seraiki'),
    birthPlaces: list('Lahore, Karachi, Islamabad, Rawalpindi, Faisalabad, Multan, Peshawar, Sialkot, Gujranwala'),
    abroad: [
      ['lahore', 22],
      ['karachi', 20],
      ['islamabad', 12],
      ['dubai', 12],
      ['london', 10],
      ['manchester', 5],
      ['birmingham', 5],
      ['toronto', 6],
      ['houston', 4],
      ['newYork', 4],
    ],
    greetings: { Muslim: 'Assalamu alaikum' },
  },
  {
    key: 'bangladeshi',
    weight: 3,
    homeCountry: 'BD',
    communities: [
      [['Bangladeshi', 'Bengali'], 70],
      [['Bengali', 'Bengali'], 30],
    ],
    religions: [
      ['Muslim', 88],
      ['Hindu', 10],
      ['Buddhist', 1],
      ['Christian', 1],
    ],
    names: {
      Muslim: {
        male: list(
          'Rahim, Karim, Tanvir, Arif, Sabbir, Rafiq, Mahmud, Shakil, Fahim, Nayeem, Tahsin, Rakib, Sakib, Imtiaz, Jubayer, Mehedi, Tanzim, Asif, Riad',
        ),
        female: list(
          'Nusrat, Farzana, Tasnim, Sumaiya, Nabila, Rumana, Shirin, Tahmina, Sharmin, Nadia, Mithila, Sabrina, Afsana, Raisa, Lamia, Tanjila',
        ),
        surnames: list(
          'Rahman, Hossain, Islam, Chowdhury, Ahmed, Uddin, Alam, Karim, Haque, Miah, Sarkar, Talukder, Khan, Kabir, Mollah, Bhuiyan, Akter',
        ),
        castes: [['Sunni', 90], ...ANY],
      },
      Hindu: {
        male: list('Arnab, Sourav, Pritam, Dipankar, Anik, Sujoy, Tapas'),
        female: list('Moumita, Shampa, Tanushree, Priyanka, Rupa, Sangita'),
        surnames: list('Das, Saha, Roy, Sarkar, Dey, Paul, Ghosh:Kayastha, Biswas, Chakraborty:Brahmin'),
        castes: [['Kayastha', 20], ['Brahmin', 8], ['Vaishya', 8], ...ANY],
      },
      Buddhist: {
        male: ['Ananda', 'Sumon', 'Jyoti'],
        female: ['Shila', 'Mitra', 'Rupa'],
        surnames: ['Barua', 'Chakma', 'Barua'],
        castes: [['Theravada', 90], ...ANY],
      },
      Christian: INDIAN_CHRISTIAN,
    },
    subCommunities: list('Dhaka, Sylheti, Chittagonian, Khulna, Barisal'),
    birthPlaces: list('Dhaka, Chittagong, Sylhet, Khulna, Rajshahi, Comilla, Barisal'),
    abroad: [
      ['dhaka', 40],
      ['chittagong', 10],
      ['sylhet', 8],
      ['london', 18],
      ['newYork', 8],
      ['toronto', 6],
      ['dubai', 6],
      ['kualaLumpur', 4],
    ],
    greetings: { Muslim: 'Assalamu alaikum', Hindu: 'Nomoshkar' },
  },
  {
    key: 'nepali',
    weight: 4,
    homeCountry: 'NP',
    communities: [[['Nepali', 'Nepali'], 1]],
    religions: [
      ['Hindu', 80],
      ['Buddhist', 17],
      ['Christian', 1],
      ['Spiritual - not religious', 2],
    ],
    names: {
      Hindu: {
        male: NEPALI_MALE,
        female: NEPALI_FEMALE,
        surnames: list(
          'Sharma:Brahmin, Adhikari, Poudel:Brahmin, Bhattarai:Brahmin, Khanal:Brahmin, Shrestha, Thapa:Kshatriya, Karki:Kshatriya, Khadka:Kshatriya, Basnet:Kshatriya, Joshi:Brahmin, Pandey:Brahmin, Aryal:Brahmin, Dahal:Brahmin, Koirala:Brahmin, KC:Kshatriya, Bhandari:Kshatriya, Rijal:Brahmin, Ghimire:Brahmin, Pokharel:Brahmin, Subedi:Brahmin, Neupane:Brahmin, Magar, Maharjan, Pradhan',
        ),
        castes: [['Brahmin', 25], ['Kshatriya', 20], ['Other', 15], ['Scheduled Caste', 3], ...ANY],
      },
      Buddhist: {
        male: list('Pemba, Tenzing, Dawa, Nima, Sonam, Karma, Bibek, Suman, Rabin, Sujan'),
        female: list('Pema, Dolma, Yangchen, Lhamu, Sonam, Kalpana, Srijana, Sabina, Rojina'),
        surnames: list('Gurung, Tamang, Sherpa, Lama, Rai, Limbu, Shakya, Bajracharya, Ghale'),
        castes: [['Vajrayana', 55], ['Mahayana', 25], ['Theravada', 10], ...ANY],
      },
      Christian: {
        male: list('Samuel, Bibek, Prakash, David'),
        female: list('Grace, Sarita, Ruth, Anita'),
        surnames: list('Tamang, Rai, Gurung, Magar'),
        castes: [['Protestant', 60], ['Pentecostal', 20], ...ANY],
      },
    },
    subCommunities: list('Kathmandu Valley, Pokhara, Terai, Eastern Hills, Newar'),
    birthPlaces: list('Kathmandu, Pokhara, Lalitpur, Biratnagar, Chitwan, Butwal, Dharan, Bhaktapur'),
    abroad: [
      ['kathmandu', 50],
      ['pokhara', 12],
      ['dubai', 10],
      ['london', 8],
      ['newYork', 6],
      ['toronto', 4],
      ['kualaLumpur', 4],
      ['auckland', 6],
    ],
    greetings: { Hindu: 'Namaste', Buddhist: 'Namaste', '*': 'Namaste' },
  },
  {
    key: 'fijianIndian',
    weight: 3.5,
    homeCountry: 'FJ',
    communities: [
      [['Fijian Indian', 'Fijian Hindi'], 85],
      [['Fijian Indian', 'English'], 10],
      [['Fijian Indian', 'Tamil'], 5],
    ],
    religions: [
      ['Hindu', 74],
      ['Muslim', 15],
      ['Christian', 9],
      ['Spiritual - not religious', 2],
    ],
    names: {
      Hindu: {
        male: list(
          'Ravinesh, Shalendra, Avinesh, Praneel, Ronil, Nilesh, Shivneel, Ashneel, Vikash, Sanjeet, Rohit, Kamal, Pranesh, Amit, Shalvin, Ashwin, Vinesh, Krishneel, Ronit, Shaneel',
        ),
        female: list(
          'Shivani, Roshni, Priyanka, Anjali, Shalini, Sonam, Neelam, Reshmi, Pritika, Ashika, Shivangi, Krishika, Nikita, Shayal, Shareen, Monika, Vandana, Ashlin, Shristi',
        ),
        surnames: list(
          'Prasad, Lal, Kumar, Chand, Singh, Naidu, Reddy, Sharma, Ram, Narayan, Deo, Nand, Pillay, Goundar, Maharaj, Sami, Dutt, Raj, Pratap, Krishna',
        ),
        castes: [
          ['Other', 6],
          ['Caste no bar', 70],
          ['Prefer not to say', 24],
        ],
      },
      Muslim: {
        male: list('Mohammed, Shamim, Riaz, Farook, Shahil, Azeem, Fazal, Imraz, Nazeem'),
        female: list('Shaheen, Nazia, Reshma, Shabnam, Farzana, Rubina, Shaznin, Aneesha'),
        surnames: list('Khan, Ali, Buksh, Hussain, Sahib, Hafiz, Mohammed, Shah'),
        castes: [['Sunni', 80], ['Ahmadiyya', 8], ...ANY],
      },
      Christian: {
        male: list('Ronil, Shalvin, Joel, David, Daniel, Sunil, Jonathan'),
        female: list('Shirleen, Roshni, Melissa, Sharon, Ruth, Grace, Shareen'),
        surnames: list('Lal, Prasad, Singh, Kumar, Chand, Williams, Peter'),
        castes: [['Protestant', 40], ['Catholic', 25], ['Pentecostal', 20], ...ANY],
      },
    },
    subCommunities: list('Girmitiya, South Indian Fijian, Gujarati Fijian, Punjabi Fijian'),
    birthPlaces: list('Suva, Lautoka, Nadi, Labasa, Ba, Nausori, Sigatoka'),
    abroad: [
      ['suva', 25],
      ['lautoka', 14],
      ['nadi', 10],
      ['labasa', 6],
      ['auckland', 20],
      ['sacramento', 10],
      ['vancouver', 8],
      ['surreyBc', 7],
    ],
    greetings: { '*': 'Bula' },
  },
  {
    key: 'angloIndian',
    weight: 0.5,
    homeCountry: 'IN',
    communities: [[['Anglo-Indian', 'English'], 1]],
    religions: [['Christian', 1]],
    names: {
      Christian: {
        male: list('Brian, Derek, Trevor, Glenn, Colin, Neville, Roger, Kevin, Keith, Barry, Darren, Wayne'),
        female: list('Sharon, Gail, Maureen, Lorraine, Carol, Yvonne, Melissa, Natalie, Leanne, Michelle'),
        surnames: list(
          'Young, Bowen, Fisher, Pinto, Gomes, Martin, Rozario, Carvalho, Gibson, Paul, Skinner, Wilson, Fernandez',
        ),
        castes: [['Catholic', 50], ['Anglican', 35], ['Protestant', 10], ...ANY],
      },
    },
    subCommunities: list('Chennai, Kolkata, Bengaluru, Railway colony'),
    birthPlaces: list('Chennai, Kolkata, Bengaluru, Mumbai, Kharagpur'),
    abroad: [
      ['chennai', 20],
      ['kolkata', 20],
      ['bengaluru', 20],
      ['london', 20],
      ['auckland', 10],
      ['toronto', 10],
    ],
    greetings: {},
  },
];

/** Where a religion with no set of its own in a heritage (spiritual, no religion) takes its names from. */
export function nameSetFor(heritage: Heritage, religion: Religion): NameSet {
  const own = heritage.names[religion];
  if (own) return own;
  const first = heritage.religions[0]?.[0];
  const fallback = first ? heritage.names[first] : undefined;
  if (!fallback) throw new Error(`No names for ${heritage.key}`);
  // Castes belong to a religion: a member outside it keeps the surname but not the caste it would tell.
  return { ...fallback, surnames: fallback.surnames.map((entry) => entry.split(':')[0] as string), castes: ANY };
}
